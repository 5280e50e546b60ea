import {
  useId,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cx } from "./cx";
import { useMessage } from "~/utils/i18n";

/*
 * Form fields that wire a label, the control, an optional hint and the error list together.
 * `inputProps` is spread onto the control, so conform's `getInputProps(fields.x, { type: "text" })`
 * (or getTextareaProps / getSelectProps) can be passed straight in; plain props work just as well.
 * Error ids follow conform's convention (`${id}-error`), so its aria-describedby points at our list.
 */

export type ListOfErrors = string[] | null | undefined;

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  // Messages come in English from the schemas and the server; a public page shows them in its language.
  const message = useMessage();
  const list = errors?.filter(Boolean).map(message);
  if (!list?.length) return null;
  return (
    <ul id={id} className="flex flex-col gap-1">
      {list.map((error, index) => (
        <li key={`${index}-${error}`} className="text-sm font-medium text-red-700">
          {error}
        </li>
      ))}
    </ul>
  );
}

/** conform adds a `key`; React must not receive it through a spread. */
type WithKey<T> = T & { key?: string | number | null };

type InputProps = InputHTMLAttributes<HTMLInputElement>;

/*
 * conform's getInputProps copies every constraint of the schema onto the input whatever its type: a
 * required date (`z.string().min(1)`) gets `minlength="1"`. HTML allows each of these attributes on some
 * input types only (browsers ignore them elsewhere, validators reject them), so drop the ones that do not
 * apply to the control's type.
 */
const TEXT_TYPES = ["text", "search", "url", "tel", "email", "password"];
const RANGE_TYPES = ["date", "month", "week", "time", "datetime-local", "number", "range"];
const CONSTRAINT_INPUT_TYPES: Partial<Record<keyof InputProps, string[]>> = {
  minLength: TEXT_TYPES,
  maxLength: TEXT_TYPES,
  pattern: TEXT_TYPES,
  min: RANGE_TYPES,
  max: RANGE_TYPES,
  step: RANGE_TYPES,
  multiple: ["email", "file"],
  accept: ["file"],
};

function withApplicableConstraints(props: InputProps): InputProps {
  const type = props.type ?? "text";
  const applicable = { ...props };
  for (const [name, types] of Object.entries(CONSTRAINT_INPUT_TYPES)) {
    if (!types.includes(type)) delete applicable[name as keyof InputProps];
  }
  return applicable;
}

type FieldShellProps = {
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  errors?: ListOfErrors;
  /** A hint under the control, announced with it (aria-describedby). */
  help?: ReactNode;
  className?: string;
};

type ControlAria = {
  id?: string;
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling";
  "aria-describedby"?: string;
};

function useFieldWiring(control: ControlAria, errors: ListOfErrors, help: ReactNode) {
  const fallbackId = useId();
  const id = control.id ?? fallbackId;
  const hasErrors = Boolean(errors?.some(Boolean));
  const errorId = `${id}-error`;
  const helpId = help ? `${id}-help` : undefined;
  const describedBy = new Set(
    [...(control["aria-describedby"]?.split(/\s+/) ?? []), helpId, hasErrors ? errorId : undefined].filter(
      (token): token is string => Boolean(token),
    ),
  );
  if (!hasErrors) describedBy.delete(errorId);
  return {
    id,
    errorId,
    helpId,
    aria: {
      id,
      "aria-invalid": hasErrors ? true : control["aria-invalid"],
      "aria-describedby": describedBy.size ? [...describedBy].join(" ") : undefined,
    },
  };
}

// Component classes in app/tailwind.css: a form repeats them on every field.
const labelClasses = "field-label";
const controlClasses = "field-control";

function Hint({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-slate-600">
      {children}
    </p>
  );
}

export type FieldProps = FieldShellProps & {
  inputProps: WithKey<InputHTMLAttributes<HTMLInputElement>>;
};

export function Field({ labelProps, inputProps, errors, help, className }: FieldProps) {
  const { key: _key, className: inputClassName, ...given } = inputProps;
  const rest = withApplicableConstraints(given);
  const { id, errorId, helpId, aria } = useFieldWiring(rest, errors, help);
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} {...labelProps} className={cx(labelClasses, labelProps.className)} />
      <input
        {...rest}
        {...aria}
        className={cx(
          controlClasses,
          rest.type === "file" &&
            "cursor-pointer file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-club-navy",
          inputClassName,
        )}
      />
      <Hint id={helpId}>{help}</Hint>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export type TextareaFieldProps = FieldShellProps & {
  inputProps?: WithKey<TextareaHTMLAttributes<HTMLTextAreaElement>>;
  /** Alias of inputProps (epic-stack spelling). */
  textareaProps?: WithKey<TextareaHTMLAttributes<HTMLTextAreaElement>>;
};

export function TextareaField({ labelProps, inputProps, textareaProps, errors, help, className }: TextareaFieldProps) {
  const { key: _key, className: controlClassName, ...rest } = { ...inputProps, ...textareaProps };
  const { id, errorId, helpId, aria } = useFieldWiring(rest, errors, help);
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} {...labelProps} className={cx(labelClasses, labelProps.className)} />
      <textarea rows={4} {...rest} {...aria} className={cx(controlClasses, "min-h-24", controlClassName)} />
      <Hint id={helpId}>{help}</Hint>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldShellProps & {
  inputProps?: WithKey<SelectHTMLAttributes<HTMLSelectElement>>;
  /** Alias of inputProps (epic-stack spelling). */
  selectProps?: WithKey<SelectHTMLAttributes<HTMLSelectElement>>;
  options?: SelectOption[];
  /** An empty first option, e.g. "Select a position". */
  placeholder?: string;
  /** Extra `<option>`s / `<optgroup>`s after `options`. */
  children?: ReactNode;
};

export function SelectField({
  labelProps,
  inputProps,
  selectProps,
  options,
  placeholder,
  children,
  errors,
  help,
  className,
}: SelectFieldProps) {
  const { key: _key, className: controlClassName, ...rest } = { ...inputProps, ...selectProps };
  const { id, errorId, helpId, aria } = useFieldWiring(rest, errors, help);
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} {...labelProps} className={cx(labelClasses, labelProps.className)} />
      <select {...rest} {...aria} className={cx(controlClasses, "pr-8", controlClassName)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <Hint id={helpId}>{help}</Hint>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export type CheckboxFieldProps = FieldShellProps & {
  inputProps: WithKey<InputHTMLAttributes<HTMLInputElement>>;
};

export function CheckboxField({ labelProps, inputProps, errors, help, className }: CheckboxFieldProps) {
  const { key: _key, className: inputClassName, ...given } = inputProps;
  const rest = withApplicableConstraints({ type: "checkbox", ...given });
  const { id, errorId, helpId, aria } = useFieldWiring(rest, errors, help);
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          {...rest}
          {...aria}
          className={cx(
            "mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-club-orange-dark",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-club-orange-dark",
            inputClassName,
          )}
        />
        <label
          htmlFor={id}
          {...labelProps}
          className={cx("cursor-pointer text-sm text-slate-800", labelProps.className)}
        />
      </div>
      <div className="pl-8">
        <Hint id={helpId}>{help}</Hint>
        <ErrorList id={errorId} errors={errors} />
      </div>
    </div>
  );
}
