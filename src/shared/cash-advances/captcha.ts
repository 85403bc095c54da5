/** The form's maths question: two whole numbers from 1 to 10 (spec section 3). */

export type CaptchaQuestion = { a: number; b: number };

const operand = (random: () => number) => Math.floor(random() * 10) + 1;

export function newCaptcha(random: () => number = Math.random): CaptchaQuestion {
  return { a: operand(random), b: operand(random) };
}

/** The answer is read as the page reads it: the integer parsed from the text. */
export function isCaptchaCorrect(question: CaptchaQuestion, answer: string): boolean {
  return Number.parseInt(answer, 10) === question.a + question.b;
}
