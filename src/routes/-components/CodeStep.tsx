import { OtpInput } from '../../ui/forms/OtpInput';
import { OtpPanel } from '../../ui/forms/OtpPanel';
import { useSecondsLeft } from './useSecondsLeft';

// What the verify screen needs from either flow's machine, read by the route.
export interface CodeStepProps {
  phone: string;
  codeSentAt?: number;
  coolingDown: boolean;
  resending: boolean;
  verifying: boolean;
  codeError?: string;
  attempt: string;
  onCode: (code: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
}

export function CodeStep(props: CodeStepProps) {
  const secondsLeft = useSecondsLeft(props.codeSentAt, props.coolingDown);
  return (
    <OtpPanel
      phone={props.phone}
      onChangeNumber={props.onChangeNumber}
      secondsLeft={secondsLeft}
      onResend={props.onResend}
      resending={props.resending}
      resentAt={props.codeSentAt}
    >
      <OtpInput
        onComplete={props.onCode}
        disabled={props.verifying}
        error={props.codeError}
        resetKey={props.attempt}
      />
    </OtpPanel>
  );
}
