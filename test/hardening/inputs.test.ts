// Hostile and careless input, as named fixtures: each prints its exact message, exits 1 and leaves dist/ as it was.
import { join } from "node:path";
import { suite } from "uvu";
import { fixtureTests } from "../helpers/fixture-cases";

const test = suite("hardening: input fixtures");
fixtureTests(test, join(import.meta.dirname, "fixtures"));
test.run();
