export { buildApp, buildAppFromContext, type RunningServer, startServer } from './app.ts';
export { optionsFromEnv, resolveConfig, type ServerConfig, type ServerOptions } from './config.ts';
export { type AppContext, createContext } from './context.ts';
export { DEMO_PASSWORD, DEMO_SIGN_INS } from './seed/demo.ts';
