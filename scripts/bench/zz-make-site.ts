import { copyProject, growToPages } from "./project-copy";
const project = copyProject(`prof-${process.argv[2]}`);
growToPages(project.dir, Number(process.argv[2]));
console.log(project.dir);
