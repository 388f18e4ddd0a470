// Where the owner is in a flow: numbered steps, the current one marked for assistive
// technology with aria-current="step". The heading carries the same "Step n of m" in words
// (see AuthLayout), so it is read when the focus lands there.
import { stepText } from '../../content/flows';
import { formatNumber } from '../../i18n/format';
import './stepIndicator.css';

export interface FlowSteps {
  labels: readonly string[];
  // 0-based index of the step on screen.
  current: number;
}

export function StepIndicator({ labels, current }: FlowSteps) {
  return (
    <nav className="steps" aria-label={stepText.label}>
      <ol className="steps__list">
        {labels.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          return (
            <li
              key={label}
              className="steps__item"
              data-state={state}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className="steps__mark" aria-hidden="true">
                {state === 'done' ? '✓' : formatNumber(index + 1)}
              </span>
              <span className="steps__label">
                {label}
                {state === 'done' ? (
                  <span className="visually-hidden"> {stepText.done}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
