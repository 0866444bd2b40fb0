export declare const E2E_PORTS: { web: number; backend: number; smtp: number; mailHttp: number };
