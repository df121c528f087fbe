import { configure } from "@testing-library/dom";

// waitFor/findBy time limits are hang guards, not speed checks: the default 1 s fails tests that
// would pass on a busy machine. Tests wait for conditions, so a passing run takes no longer.
configure({ asyncUtilTimeout: 30_000 });
