/** Texts and stable codes of the messaging API's errors (`{message, code}`). */
export const messagingMessages = {
  templateNotFound: 'This template no longer exists',
  templateTaken: 'A template with this ID already exists in this language',
  templateInUse: 'A routing rule still sends this template: change or delete the rule first',
  unknownTemplate: 'No template has the ID',
  ruleNotFound: 'This routing rule no longer exists',
  messageNotFound: 'This message no longer exists',
  notFailed: 'Only a failed message can be retried',
} as const;

export const messagingErrorCodes = {
  templateNotFound: 'template_not_found',
  templateTaken: 'template_taken',
  templateInUse: 'template_in_use',
  unknownTemplate: 'unknown_template',
  templateSyntax: 'template_syntax',
  unknownField: 'unknown_field',
  ruleNotFound: 'rule_not_found',
  messageNotFound: 'message_not_found',
  notFailed: 'message_not_failed',
} as const;
