import formatjs from 'eslint-plugin-formatjs';

/*
 * The literal-text rules of the web (ADR 057): FormatJS's own lint rules, which report text written
 * into JSX (children and the attributes a person reads) and into the object properties that become
 * labels, with one refinement: a text with no letter in it ('·', '/', '%', '—', '2x') is typography,
 * not language, and is not reported. Everything else a person reads comes from the catalogs.
 */
const HAS_LETTER = /\p{L}/u;

function textOf(node) {
  if (!node) return '';
  if (node.type === 'JSXText' || node.type === 'Literal') return String(node.value ?? '');
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  if (node.type === 'JSXAttribute') return textOf(node.value);
  if (node.type === 'Property') return textOf(node.value);
  return node.type === 'JSXExpressionContainer' ? textOf(node.expression) : 'x';
}

/** The rule `inner`, reporting only texts that hold a letter. */
function lettersOnly(inner) {
  return {
    meta: inner.meta,
    create(context) {
      const filtered = Object.create(context, {
        report: {
          value: (descriptor) => {
            if (HAS_LETTER.test(textOf(descriptor.node))) context.report(descriptor);
          },
        },
      });
      return inner.create(filtered);
    },
  };
}

export default {
  meta: { name: 'app-i18n' },
  rules: {
    'no-literal-string-in-jsx': lettersOnly(formatjs.rules['no-literal-string-in-jsx']),
    'no-literal-string-in-object': lettersOnly(formatjs.rules['no-literal-string-in-object']),
  },
};
