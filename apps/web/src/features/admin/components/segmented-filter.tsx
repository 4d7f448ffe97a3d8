// A row of toggle buttons choosing one filter of a console list (the pressed one is the current filter).
export function SegmentedFilter<F>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly (readonly [F, string])[];
  value: F;
  onChange: (value: F) => void;
}) {
  return (
    <fieldset className="admin-segmented">
      <legend className="visually-hidden">{legend}</legend>
      {options.map(([option, label]) => (
        <button key={label} type="button" aria-pressed={value === option} onClick={() => onChange(option)}>
          {label}
        </button>
      ))}
    </fieldset>
  );
}
