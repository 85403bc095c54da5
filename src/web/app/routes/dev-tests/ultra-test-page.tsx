import { useId, useState } from 'react';
import { DevTestPage } from '@web/app/routes/dev-tests/dev-test-page';

export function UltraTestPage() {
  const inputId = useId();
  const selectId = useId();
  const [text, setText] = useState('');
  const [choice, setChoice] = useState('A');
  const [submitted, setSubmitted] = useState('');
  return (
    <DevTestPage title="Ultra Test">
      <label htmlFor={inputId} className="block text-sm font-medium">
        Text
      </label>
      <input
        id={inputId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded border border-input px-3 py-2"
      />
      <label htmlFor={selectId} className="block text-sm font-medium">
        Choice
      </label>
      <select
        id={selectId}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        className="w-full rounded border border-input bg-card px-3 py-2"
      >
        <option>A</option>
        <option>B</option>
      </select>
      <button
        type="button"
        onClick={() => setSubmitted(`${text} / ${choice}`)}
        className="rounded bg-primary px-4 py-2 text-primary-foreground"
      >
        Show values
      </button>
      <p aria-live="polite">{submitted ? `Values: ${submitted}` : 'Nothing shown yet'}</p>
    </DevTestPage>
  );
}
