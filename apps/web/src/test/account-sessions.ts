import type { AccountSessionType } from "@vayu/shared/sessions";

/** The account's devices the account page lists in tests: this one, and another one to log out. */
export const sessions: AccountSessionType[] = [
  {
    id: "0b6f3c1e-1111-4a7a-9d6e-000000000001",
    device: "Chrome on Linux",
    where: "203.0.113.*",
    createdAt: "2026-11-20T04:30:00.000Z",
    lastUsedAt: "2026-11-26T06:00:00.000Z",
    current: true,
  },
  {
    id: "0b6f3c1e-2222-4a7a-9d6e-000000000002",
    device: "Chrome on Android",
    where: "198.51.100.*",
    createdAt: "2026-11-21T04:30:00.000Z",
    lastUsedAt: "2026-11-25T13:15:00.000Z",
    current: false,
  },
];
