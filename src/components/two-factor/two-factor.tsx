import type { ComponentProps } from 'react';
import { TwoFactorSetup } from './two-factor-setup';
import { TwoFactorVerify } from './two-factor-verify';

type TwoFactorProps =
  | ({ mode: 'setup' } & ComponentProps<typeof TwoFactorSetup>)
  | ({ mode: 'verify' } & ComponentProps<typeof TwoFactorVerify>);

/** The two-factor component of spec §2: set-up mode or verify mode. */
export function TwoFactor(props: TwoFactorProps) {
  if (props.mode === 'setup') {
    const { mode: _mode, ...setup } = props;
    return <TwoFactorSetup {...setup} />;
  }
  const { mode: _mode, ...verify } = props;
  return <TwoFactorVerify {...verify} />;
}
