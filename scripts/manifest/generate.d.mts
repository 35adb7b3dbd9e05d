/** A Custom Elements Manifest, as far as the tests read it. */
export interface Manifest {
  schemaVersion: string;
  readme: string;
  modules: {
    path: string;
    declarations: {
      name: string;
      tagName?: string;
      customElement?: boolean;
      attributes?: { name: string; fieldName?: string; type?: { text: string }; default?: string }[];
      members?: { kind: string; name: string; attribute?: string; privacy?: string }[];
      events?: { name: string; type?: { text: string }; description?: string }[];
    }[];
    exports: { kind: string; name: string; declaration: { name: string; module?: string } }[];
  }[];
}

/** Analyzes in-memory sources (`path` relative to the package); throws with the plugin's problems. */
export function analyzeSources(sources: { path: string; text: string }[]): Manifest;
