/** One language's words for the default templates: names and descriptions by English name, fields by name. */
export interface SeedLanguage {
  templates: Record<string, { templateName: string; description: string }>;
  fields: Record<string, { label: string; placeholder?: string; options?: string[] }>;
}
