import { useId, useState } from 'react';
import { DevTestPage } from '@web/app/routes/dev-tests/dev-test-page';

export function TestInputPage() {
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <DevTestPage title="Input Test">
      <label htmlFor={id} className="block text-sm font-medium">
        Test input
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="w-full rounded border border-input px-3 py-2"
        placeholder="Type something"
      />
      <p aria-live="polite">Value: {value || '(empty)'}</p>
    </DevTestPage>
  );
}
