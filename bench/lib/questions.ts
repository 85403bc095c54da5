/**
 * Solved challenges for the load runs that create records, asked and solved
 * before the clock starts through the tests' one helper, so each created
 * record carries its own (a solution is good for one record only).
 */
import { answerChallenge, type ChallengeAnswer } from '../../tests/helpers/challenge';

/** `count` questions from the server at `base`, asked `parallel` at a time. */
export async function askQuestions(
  base: string,
  count: number,
  parallel = 50,
): Promise<ChallengeAnswer[]> {
  const ask = () =>
    answerChallenge(async (path) => {
      const res = await fetch(`${base}${path}`);
      if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<unknown>;
    });
  const answers: ChallengeAnswer[] = [];
  while (answers.length < count) {
    const batch = Math.min(parallel, count - answers.length);
    answers.push(...(await Promise.all(Array.from({ length: batch }, ask))));
  }
  return answers;
}
