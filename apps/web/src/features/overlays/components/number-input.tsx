import { inputClass } from './admin-overlay-constants';

export function NumberInput({
  id,
  value,
  min,
  max,
  invalid,
  onChange,
}: {
  id: string;
  value: number;
  min: number;
  max: number;
  invalid: boolean;
  onChange: (n: number) => void;
}) {
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      className={inputClass}
      min={min}
      max={max}
      value={Number.isFinite(value) ? value : ''}
      aria-invalid={invalid}
      onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
    />
  );
}
