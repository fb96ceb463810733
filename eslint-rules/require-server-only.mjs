/**
 * `shop/require-server-only`: a module of the reference backend starts by
 * importing 'server-only', so a storefront module that reaches it by mistake
 * (a client component, through a chain of imports) fails the build instead of
 * shipping database code to the browser.
 *
 * Outside Next the marker resolves to its empty module: Vitest aliases it,
 * and scripts that load server code run Node with `--conditions=react-server`.
 */
const MODULE = 'server-only';

function isServerOnlyImport(node) {
  return node.type === 'ImportDeclaration' && node.source.value === MODULE && node.specifiers.length === 0;
}

/** @type {import('eslint').Rule.RuleModule} */
const requireServerOnly = {
  meta: {
    type: 'problem',
    docs: { description: `Every server module imports '${MODULE}'.` },
    fixable: 'code',
    schema: [],
    messages: {
      missing: `A server module imports '${MODULE}' (import '${MODULE}';), so no client bundle can ever include it.`,
    },
  },
  create(context) {
    return {
      Program(program) {
        if (program.body.some(isServerOnlyImport)) return;
        const firstImport = program.body.find((node) => node.type === 'ImportDeclaration');
        context.report({
          loc: { line: 1, column: 0 },
          messageId: 'missing',
          fix: (fixer) =>
            firstImport
              ? fixer.insertTextBefore(firstImport, `import '${MODULE}';\n`)
              : fixer.insertTextBeforeRange([0, 0], `import '${MODULE}';\n\n`),
        });
      },
    };
  },
};

/** The shop's own rules, as an ESLint plugin. */
const plugin = {
  meta: { name: 'shop' },
  rules: { 'require-server-only': requireServerOnly },
};

export default plugin;
