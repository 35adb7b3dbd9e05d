/** What every settings screen receives from `<oc-settings>`. */
export interface SectionProps {
  /** The part of the path below the section (`add`, an id, `categories/3`), if any. */
  item?: string;
}
