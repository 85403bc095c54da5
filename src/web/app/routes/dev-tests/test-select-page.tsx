import { useId, useState } from 'react';
import { DevTestPage } from '@web/app/routes/dev-tests/dev-test-page';

const options = ['Option 1', 'Option 2', 'Option 3'];

export function TestSelectPage() {
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <DevTestPage title="Select Test">
      <label htmlFor={id} className="block text-sm font-medium">
        Test select
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="w-full rounded border border-input bg-card px-3 py-2"
      >
        <option value="">Choose an option</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      <p aria-live="polite">Selected: {value || '(none)'}</p>
    </DevTestPage>
  );
}
