import { AuthLayout } from '../../ui/flows/AuthLayout';
import type { FlowSteps } from '../../ui/flows/StepIndicator';

// The code is confirmed and the API is asked what comes next.
export function BusyStep({
  stepKey,
  steps,
  text: { title, status },
}: {
  stepKey: string;
  steps: FlowSteps;
  text: { title: string; status: string };
}) {
  return (
    <AuthLayout stepKey={stepKey} title={title} steps={steps}>
      <p className="flow-status" role="status">
        <span className="spinner" aria-hidden="true" /> {status}
      </p>
    </AuthLayout>
  );
}
