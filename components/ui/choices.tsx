/** The options of a select (a form's or a list filter's): first the "none chosen" one (when `empty` is given), then the choices. */
export function Choices({
  empty,
  options,
}: {
  empty?: string;
  options: readonly [value: string | number, label: string][];
}) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
