import flowCss from './flow.css?inline';

/** The diagrams' controls and minimap in the kit's (light or dark) colours, after xyflow's own sheet. */
export const FLOW_CSS: string = flowCss;
