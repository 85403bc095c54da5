export declare const BUILD_INPUTS: string[];
export declare const BUILD_OUTPUTS: string[];
export declare function staleReason(
  root?: string,
  inputs?: readonly string[],
  outputs?: readonly string[],
): string | null;
