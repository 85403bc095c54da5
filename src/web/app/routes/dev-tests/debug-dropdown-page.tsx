import { useId, useState } from 'react';
import { DevTestPage } from '@web/app/routes/dev-tests/dev-test-page';

export function DebugDropdownPage() {
  const id = useId();
  const [value, setValue] = useState('electronics');
  const [log, setLog] = useState<string[]>([]);
  return (
    <DevTestPage title="Debug Dropdown">
      <label htmlFor={id} className="block text-sm font-medium">
        Category
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setLog((entries) => [...entries, `changed to ${event.target.value}`]);
        }}
        className="w-full rounded border border-input bg-card px-3 py-2"
      >
        <option value="electronics">Electronics</option>
        <option value="jewelry">Jewelry</option>
        <option value="tools">Tools</option>
      </select>
      <button
        type="button"
        onClick={() => setLog([])}
        className="rounded border border-input px-4 py-2"
      >
        Clear log
      </button>
      <ul className="list-inside list-disc text-sm" aria-label="Change log">
        {log.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </ul>
    </DevTestPage>
  );
}
