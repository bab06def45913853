// Sends a commit to the remote without ever forcing: a push the remote refused because it moved is fetched and
// rebased when that applies cleanly (then pushed again), otherwise undone and explained in plain words.
import { git } from "../../changes/git";

export type PushOutcome =
  | { ok: true; rebased: boolean }
  | { ok: false; error: string };

const refusedAsBehind = (stderr: string) => /\[rejected\]|\(fetch first\)|non-fast-forward|failed to push some refs/.test(stderr) && !/denied|permission|authentication/i.test(stderr);

/** Pushes HEAD to refs/heads/<branch> on origin: a plain refspec, no --force, no "+", so the remote only moves forward. */
export async function pushWithoutForce(root: string, branch: string): Promise<PushOutcome> {
  const refspec = `HEAD:refs/heads/${branch}`;
  const first = await git(root, ["push", "--porcelain", "--no-verify", "origin", refspec]);
  if (first.code === 0) return { ok: true, rebased: false };
  if (!refusedAsBehind(first.stderr + first.stdout)) return { ok: false, error: cannotReach(first.stderr) };
  // Someone published since: take their commits and put ours after them, if git can do it without a person deciding.
  const fetched = await git(root, ["fetch", "--quiet", "origin", `refs/heads/${branch}`]);
  if (fetched.code !== 0) return { ok: false, error: cannotReach(fetched.stderr) };
  const rebased = await git(root, ["rebase", "--autostash", "FETCH_HEAD"]);
  if (rebased.code !== 0) {
    await git(root, ["rebase", "--abort"]);
    return {
      ok: false,
      error:
        "Not published: since you started, someone else published a change to the same lines. Your change is kept on this computer as a commit, nothing was lost and nothing was overwritten. Ask the person who looks after the site's repository to combine the two changes, then reload the editor.",
    };
  }
  const second = await git(root, ["push", "--porcelain", "--no-verify", "origin", refspec]);
  if (second.code === 0) return { ok: true, rebased: true };
  return { ok: false, error: refusedAsBehind(second.stderr) ? "Not published: the repository changed again while your change was being sent. Press Publish again in a moment." : cannotReach(second.stderr) };
}

function cannotReach(stderr: string): string {
  const reason = stderr.split("\n").map((line) => line.trim()).filter((line) => line && !line.startsWith("hint:")).slice(0, 2).join(" ");
  return `Not published: your change is saved and committed on this computer, but the repository did not accept it (git said: ${reason || "no reason given"}). Check that this computer can reach the repository (a developer can try "git push" in a terminal), then press Publish again.`;
}
