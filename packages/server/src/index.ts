export { buildApp, type RunningServer, startServer } from './app.ts';
export { optionsFromEnv, resolveConfig, type ServerConfig, type ServerOptions } from './config.ts';
export { type Infrastructure, type OpenInfrastructure, openInfrastructure } from './infrastructure.ts';
export { DEMO_PASSWORD, DEMO_SIGN_INS } from './seed/demo.ts';
