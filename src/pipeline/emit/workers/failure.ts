// An error crossing from a render thread to the build: only plain data crosses, so what the build reports on (a
// picture's problem at its line, a file system error's code and path, the message) is carried and rebuilt.
import { PictureError } from "../../picture-error";

export interface Failure {
  message: string;
  picture?: { segments: (string | number)[]; hint: string };
  fs?: { code: string; syscall?: string; path?: string };
}

export function toFailure(error: unknown): Failure {
  if (error instanceof PictureError) return { message: error.message, picture: { segments: error.segments, hint: error.hint } };
  const message = error instanceof Error ? error.message : String(error);
  const { code, syscall, path } = (error ?? {}) as NodeJS.ErrnoException;
  return typeof code === "string" ? { message, fs: { code, syscall, path } } : { message };
}

/** The error again, of the class the build's reporting looks for. */
export function fromFailure(failure: Failure): Error {
  if (failure.picture) return new PictureError(failure.picture.segments, failure.message, failure.picture.hint);
  return Object.assign(new Error(failure.message), failure.fs ?? {});
}
