import { useSelector } from '@xstate/react';
import { afterPaint } from '../../slowPhone/interactions/afterPaint';
import type { PhoneCodeActor } from '../../bindings/flows/flowBinding';
import { useTraceReference } from '../../bindings/flowEntry/traceHooks';
import { failureText } from '../../content/failures';
import { flowScreens } from '../../content/flows';
import { displayPhone } from '../../schemas/phone';
import { AuthLayout } from '../../ui/flows/AuthLayout';
import type { FlowSteps } from '../../ui/flows/StepIndicator';
import { GetHelp } from '../../ui/flows/GetHelp';
import { OtpInput } from '../../ui/forms/OtpInput';
import { OtpPanel } from '../../ui/forms/OtpPanel';
import { useSecondsLeft } from './useSecondsLeft';

export interface CodeScreenProps {
  // The running code step of either flow: the screen reads it and sends it the code.
  code: PhoneCodeActor;
  stepKey: string;
  steps: FlowSteps;
  // Leaving for another number is the flow's decision, not the code step's.
  onChangeNumber: () => void;
}

// The verify screen of both flows: where the code went, the boxes, the resend countdown.
export function CodeScreen({ code, stepKey, steps, onChangeNumber }: CodeScreenProps) {
  const context = useSelector(code, (s) => s.context);
  const coolingDown = useSelector(code, (s) => s.hasTag('coolingDown'));
  const resending = useSelector(code, (s) => s.hasTag('sending'));
  const verifying = useSelector(code, (s) => s.hasTag('verifying'));
  const secondsLeft = useSecondsLeft(context.codeSentAt, coolingDown);
  const reference = useTraceReference(!!context.codeError);
  return (
    // The first box takes the focus on arrival, not the heading: the code is the one thing
    // to do here, and the boxes' group names the step for screen readers.
    <AuthLayout stepKey={stepKey} title={flowScreens.verify.title} steps={steps} takeFocus={false}>
      <OtpPanel
        phone={displayPhone(context.phone)}
        onChangeNumber={onChangeNumber}
        secondsLeft={secondsLeft}
        onResend={() => code.send({ type: 'code.resend' })}
        resending={resending}
        resentAt={context.codeSentAt}
      >
        <OtpInput
          onComplete={(value) => afterPaint(() => code.send({ type: 'code.enter', code: value }))}
          // The code step takes six digits only: a short one is refused there, and the trace
          // shows support the press that did nothing.
          onIncomplete={(value) => code.send({ type: 'code.enter', code: value })}
          disabled={verifying}
          verifying={verifying}
          error={context.codeError && failureText(context.codeError)}
          resetKey={`${context.verificationId}:${context.codeAttempts}`}
        />
      </OtpPanel>
      {context.codeError ? <GetHelp reference={reference} /> : null}
    </AuthLayout>
  );
}
