const pascal = (name: string) => name.replace(/(^|[-_])(\w)/g, (_m, _s, c: string) => c.toUpperCase());

/**
 * The GraphQL type of a YAML file under content/, as gatsby-transformer-yaml names its nodes:
 * content/x.yaml -> XYaml; content/pages/x.yaml -> PageXYaml; content/service-pages/*.yaml ->
 * ServicePageYaml. `name` is the file name without extension, `relativeDirectory` its folder
 * under content/.
 */
export function yamlTypeName({ node }: { node: { name: string; relativeDirectory: string } }): string {
  if (node.relativeDirectory === "service-pages") return "ServicePageYaml";
  if (node.relativeDirectory === "pages") return `Page${pascal(node.name)}Yaml`;
  return `${pascal(node.name)}Yaml`;
}
