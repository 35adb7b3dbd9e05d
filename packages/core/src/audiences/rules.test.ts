import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  audienceCsvHeaderProblems,
  canonicalLanguage,
  externalIdOf,
  isFormulaCell,
  languageCountry,
  neutralisedCell,
} from './rules.ts';

const codes = (titles: string[]) => audienceCsvHeaderProblems(titles).map((p) => p.code);

describe('audience CSV title line (spec 002 §5)', () => {
  test('external_id then language, with any extra variables, passes', () => {
    assert.deepEqual(codes(['external_id', 'language']), []);
    assert.deepEqual(codes([' External_ID ', 'language', 'first_name', 'montant.total']), []);
  });

  test('one column is too few', () => {
    assert.deepEqual(codes(['external_id']), ['too_few_columns']);
  });

  test('columns must be titled and unique, case-blind', () => {
    assert.deepEqual(codes(['external_id', 'language', '']), ['untitled_column']);
    const problems = audienceCsvHeaderProblems(['external_id', 'language', 'City', 'city']);
    assert.deepEqual(problems, [{ code: 'duplicate_column', column: 4, name: 'city' }]);
  });

  test('the first two columns are external_id and language, in that order', () => {
    assert.deepEqual(codes(['language', 'external_id']), ['wrong_first_columns']);
    assert.deepEqual(codes(['phone', 'language']), ['wrong_first_columns']);
  });

  test('an extra column must be usable as a template variable', () => {
    assert.deepEqual(codes(['external_id', 'language', '=cmd|x']), ['invalid_column_name']);
  });
});

describe('contact cells', () => {
  test('languages are written canonically, the region names a country', () => {
    assert.equal(canonicalLanguage('fr'), 'fr');
    assert.equal(canonicalLanguage('pt-br'), 'pt_BR');
    assert.equal(canonicalLanguage('français'), null);
    assert.equal(languageCountry('fr_BE'), 'BE');
    assert.equal(languageCountry('fr'), null);
  });

  test('Messenger and Google ids keep their own shapes', () => {
    assert.equal(externalIdOf('FACEBOOK_PSID', ' 1234567890123456 '), '1234567890123456');
    assert.equal(externalIdOf('FACEBOOK_PSID', 'abc'), null);
    assert.equal(
      externalIdOf('GBM_CONVERSATION_ID', '0f8c2b1e-3a4d-4c1b-9f00-1234567890ab'),
      '0f8c2b1e-3a4d-4c1b-9f00-1234567890ab',
    );
    assert.equal(externalIdOf('GBM_CONVERSATION_ID', 'a b'), null);
  });

  test('formula cells are spotted and neutralised; numbers with a sign are not formulas', () => {
    for (const cell of ['=HYPERLINK("http://x","y")', '@SUM(A1)', '+cmd|calc', '-2+3*A1', '\tx'])
      assert.ok(isFormulaCell(cell), cell);
    for (const cell of ['+33 6 12 34 56 78', '-12.5', 'Marie', '']) assert.ok(!isFormulaCell(cell), cell);
    assert.equal(neutralisedCell('=1+1'), "'=1+1");
    assert.equal(neutralisedCell('Marie'), 'Marie');
  });
});
