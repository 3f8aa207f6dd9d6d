// Quiet, deterministic defaults for every test file; a test that needs others calls useTestConfig().
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL ??= "silent";
