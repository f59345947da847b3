/** Every message of a nested message object as [dotted key, text], in source order. */
export function flattenMessages(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[prefix + key, value]]
      : flattenMessages(value as object, `${prefix}${key}.`),
  );
}

/** The CLDR plural categories i18next suffixes keys with (`key_one`, `key_few`, …). */
export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

const pluralSuffix = new RegExp(`_(${pluralCategories.join('|')})$`);

/** The key without its plural suffix: `practice.daysUnit` for `practice.daysUnit_few`. */
export const pluralBase = (key: string) => key.replace(pluralSuffix, '');

export const isPluralKey = (key: string) => pluralSuffix.test(key);
