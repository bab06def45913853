// `npx tsx scripts/bench/scale-site.ts 1700`: a generated copy of the project with that many pages, left in the temp
// folder for profiling (its path printed), e.g. `cd <path> && node --cpu-prof --import tsx build.ts --out out`.
import { copyProject, growToPages } from "./project-copy";

const pages = Number(process.argv[2] ?? 1700);
const project = copyProject(`scale-site-${pages}`);
growToPages(project.dir, pages);
console.log(project.dir);
