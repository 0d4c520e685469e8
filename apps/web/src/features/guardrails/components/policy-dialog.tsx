import { type GuardrailPolicy, type PiiKind, promptInjectionPatterns } from '@lookout/domain';
import { Alert, Button, Checkbox, Label, Modal, SegmentedControl, Textarea } from '@lookout/ui';
import { type ReactNode, useId, useState } from 'react';
import { TextField } from '../../../components/text-field';
import { bodyOf, draftOf, emptyDraft, type PolicyDraft } from '../policy-form';

const targetChoices = [
  { value: 'input', label: 'Input' },
  { value: 'output', label: 'Output' },
  { value: 'both', label: 'Both' },
] as const;

const piiChoices: { kind: PiiKind; label: string }[] = [
  { kind: 'email', label: 'Email' },
  { kind: 'phone', label: 'Phone' },
  { kind: 'cc', label: 'Credit card' },
  { kind: 'ip', label: 'IP address' },
  { kind: 'person', label: 'Person' },
  { kind: 'location', label: 'Location' },
];

interface PolicyDialogProps {
  /** The policy to edit, or null for a new one. */
  policy: GuardrailPolicy | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (body: ReturnType<typeof bodyOf>) => void;
  pending: boolean;
  error: string | null;
}

function CheckToggle({
  label,
  checked,
  onChange,
  children,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-border p-3">
      <div className="flex items-center gap-2">
        <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
        <Label htmlFor={id} className="font-medium">
          {label}
        </Label>
      </div>
      {checked && children ? <div className="flex flex-col gap-2 pl-6">{children}</div> : null}
    </fieldset>
  );
}

function LinesField({
  label,
  hint,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        value={value}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        className="font-mono text-xs"
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/** Creates or edits a policy: its name, where it applies, and each check with its options. */
export function PolicyDialog({
  policy,
  onOpenChange,
  onSubmit,
  pending,
  error,
}: PolicyDialogProps) {
  const [draft, setDraft] = useState<PolicyDraft>(policy ? draftOf(policy) : emptyDraft);
  const [touched, setTouched] = useState(false);
  const set = (change: Partial<PolicyDraft>) => setDraft((current) => ({ ...current, ...change }));
  const nameProblem = draft.name.trim() === '' ? 'Name the policy' : null;
  const defaultId = useId();
  return (
    <Modal
      open
      size={640}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={policy ? `Edit ${policy.name}` : 'New guardrail policy'}
      description="Checks run in the server, offline, on each text your application sends to the check API."
    >
      <form
        className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto pr-1"
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (nameProblem) return;
          onSubmit(bodyOf(draft));
        }}
      >
        <TextField
          label="Name"
          value={draft.name}
          autoFocus
          maxLength={100}
          placeholder="Support assistant"
          error={touched && nameProblem ? nameProblem : undefined}
          onChange={(event) => set({ name: event.target.value })}
        />
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-1.5">
            <Label>Applies to</Label>
            <SegmentedControl
              aria-label="Applies to"
              value={draft.appliesTo}
              onChange={(appliesTo) => set({ appliesTo })}
              data={targetChoices}
            />
          </div>
          <div className="flex items-center gap-2 pb-1.5">
            <Checkbox
              id={defaultId}
              checked={draft.isDefault}
              onCheckedChange={(value) => set({ isDefault: value === true })}
            />
            <Label htmlFor={defaultId}>Project default</Label>
          </div>
        </div>
        <CheckToggle
          label="Personal data (PII)"
          checked={draft.piiOn}
          onChange={(piiOn) => set({ piiOn })}
        >
          <fieldset className="flex flex-wrap gap-x-4 gap-y-2" aria-label="Kinds of personal data">
            {piiChoices.map(({ kind, label }) => (
              <PiiKindBox
                key={kind}
                label={label}
                checked={draft.piiKinds.includes(kind)}
                onChange={(on) =>
                  set({
                    piiKinds: on
                      ? [...draft.piiKinds, kind]
                      : draft.piiKinds.filter((other) => other !== kind),
                  })
                }
              />
            ))}
          </fieldset>
          <p className="text-xs text-muted-foreground">
            Person and location are found by an English named-entity tagger in the first 2,000
            characters; the other kinds by their shape, in the whole text.
          </p>
          <SegmentedControl
            aria-label="When personal data is found"
            value={draft.piiAction}
            onChange={(piiAction) => set({ piiAction })}
            data={[
              { value: 'mask', label: 'Mask and pass' },
              { value: 'block', label: 'Block' },
            ]}
          />
        </CheckToggle>
        <CheckToggle
          label="Toxicity (insults, threats, slurs)"
          checked={draft.toxicityOn}
          onChange={(toxicityOn) => set({ toxicityOn })}
        />
        <CheckToggle
          label="Topics to refuse"
          checked={draft.topicsOn}
          onChange={(topicsOn) => set({ topicsOn })}
        >
          <LinesField
            label="Topics"
            hint="One topic a line: its name, a colon, what it covers."
            placeholder="Politics: elections, political parties, voting"
            value={draft.topics}
            onChange={(topics) => set({ topics })}
          />
        </CheckToggle>
        <LinesField
          label="Regexes that block"
          hint="One a line: a name, a colon, the pattern. No back-references or lookarounds (linear-time engine)."
          placeholder="Order number: ORD-\d{6}"
          value={draft.regexes}
          onChange={(regexes) => set({ regexes })}
        />
        <CheckToggle
          label="Prompt injection"
          checked={draft.injectionOn}
          onChange={(injectionOn) => set({ injectionOn })}
        >
          <PiiKindBox
            label={`Built-in phrasings (${promptInjectionPatterns.length})`}
            checked={draft.injectionBuiltIn}
            onChange={(injectionBuiltIn) => set({ injectionBuiltIn })}
          />
          <ul className="list-disc pl-5 text-xs text-muted-foreground">
            {promptInjectionPatterns.map((pattern) => (
              <li key={pattern.id}>{pattern.description}</li>
            ))}
          </ul>
          <LinesField
            label="Your phrases"
            hint="One phrase a line, matched anywhere, in any case."
            placeholder="open sesame"
            value={draft.injectionPhrases}
            onChange={(injectionPhrases) => set({ injectionPhrases })}
          />
        </CheckToggle>
        <CheckToggle
          label="Maximum length"
          checked={draft.maxLengthOn}
          onChange={(maxLengthOn) => set({ maxLengthOn })}
        >
          <TextField
            label="Characters"
            type="number"
            min={1}
            max={100000}
            value={draft.maxLength}
            onChange={(event) => set({ maxLength: event.target.value })}
          />
        </CheckToggle>
        {error ? <Alert variant="danger">{error}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="ghost"
            onClick={() => onOpenChange(false)}
            disabled={pending}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : policy ? 'Save policy' : 'Create policy'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function PiiKindBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <span className="flex items-center gap-1.5">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </span>
  );
}
