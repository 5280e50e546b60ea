import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The fuzz suite takes about 4½ minutes on one worker, the other integration files 1–30 s each. Started
 * first, it runs beside all the others; left to Vitest's order on a fresh clone (largest files first,
 * having no timings yet) it started half way through and ran on alone at the end.
 */
const LONGEST = ["tests/integration/fuzz.test.ts"];

export default class LongestFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLongest = (file: TestSpecification) => LONGEST.some((name) => file.moduleId.endsWith(name));
    // First within its project (the base order puts the projects one after the other); a stable sort.
    const position = new Map(sorted.map((file, index) => [file, index]));
    const projectStart = new Map<string, number>();
    for (const [file, index] of position) if (!projectStart.has(file.project.name)) projectStart.set(file.project.name, index);
    const key = (file: TestSpecification) => (isLongest(file) ? projectStart.get(file.project.name)! - 0.5 : position.get(file)!);
    return [...sorted].sort((a, b) => key(a) - key(b));
  }
}
