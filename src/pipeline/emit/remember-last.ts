// A function's last answer, given again while it is asked with the same arguments (compared as JSON): the dev server's
// builder writes the host files after every save, and at 1,700 pages they hold some 1,600 redirects each.
export function rememberLast<A extends unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let last: { key: string; value: R } | undefined;
  return (...args) => {
    // Only for arguments JSON keeps whole (strings, numbers, arrays and plain objects of them): a Map would read as {}.
    const key = JSON.stringify(args);
    if (last?.key !== key) last = { key, value: compute(...args) };
    return last.value;
  };
}
