import { DevTestPage } from '@web/app/routes/dev-tests/dev-test-page';

/** Static HTML only: no state, no handlers, the form never submits anywhere. */
export function PureHtmlTestPage() {
  return (
    <DevTestPage title="Pure HTML Test">
      <form onSubmit={(event) => event.preventDefault()} className="space-y-3">
        <p>
          <label htmlFor="pure-html-name" className="block text-sm font-medium">
            Name
          </label>
          <input
            id="pure-html-name"
            name="name"
            className="w-full rounded border border-input px-3 py-2"
          />
        </p>
        <p>
          <label htmlFor="pure-html-choice" className="block text-sm font-medium">
            Choice
          </label>
          <select
            id="pure-html-choice"
            name="choice"
            className="w-full rounded border border-input bg-card px-3 py-2"
          >
            <option>First</option>
            <option>Second</option>
          </select>
        </p>
        <button type="submit" className="rounded border border-input px-4 py-2">
          Submit
        </button>
      </form>
    </DevTestPage>
  );
}
