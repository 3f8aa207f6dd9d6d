import { type ProcessStep, stepLabel } from "~/content/process";
import { IconTile } from "./icon";

/** Numbered steps: a vertical list on phones, a row of four from large screens. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          data-testid="process-step"
          className="relative flex flex-col rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-card"
        >
          <div className="flex items-center justify-between">
            <IconTile name={step.icon} tone={index === steps.length - 1 ? "ember" : "brand"} />
            <span aria-hidden className="font-display text-2xl font-extrabold text-brand-700">
              {String(index + 1).padStart(2, "0")}
            </span>
          </div>
          <h3 className="mt-4 text-lg font-bold text-ink">
            <span className="sr-only">{stepLabel(index + 1)}</span>
            {step.title}
          </h3>
          {step.duration ? <p className="text-sm font-semibold text-ember-600">{step.duration}</p> : null}
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
