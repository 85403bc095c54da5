/**
 * Component tests only: GET /api/challenges for mockFetch, asking `questions`
 * in turn (the last one again when they run out) with tokens "token-1",
 * "token-2"… so a test knows which question a payload answered.
 */
export function challengeRoute(
  questions: readonly string[] = ['What is 3 + 4?', 'What is 8 + 8?', 'What is 2 + 5?'],
) {
  let asked = 0;
  return () => {
    const question = questions[Math.min(asked, questions.length - 1)] ?? 'What is 1 + 1?';
    asked += 1;
    return { body: { token: `token-${asked}`, question } };
  };
}
