import { cn } from '@lookout/ui';

const steps = ['Account', 'Workspace', 'Send data'] as const;

/** Where the user is in the three signup steps. */
export function SignupStepper({ step }: { step: 1 | 2 | 3 }) {
  return (
    <ol className="flex items-center gap-2 text-xs" aria-label="Signup steps">
      {steps.map((label, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'todo';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex flex-1 flex-col gap-1"
          >
            <span
              className={cn('h-1 rounded-full', state === 'todo' ? 'bg-muted' : 'bg-primary')}
            />
            <span className={cn(state === 'current' ? 'font-medium' : 'text-muted-foreground')}>
              {number}. {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
