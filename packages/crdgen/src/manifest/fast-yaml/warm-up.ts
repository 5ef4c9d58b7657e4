/**
 * A small document with every construct the fast reader reads: block mappings and sequences (compact and
 * nested), plain scalars on one and on several lines, single- and double-quoted scalars with escapes and line
 * breaks, literal and folded block scalars with each chomping, flow mappings and sequences, comments, empty
 * values, and plain scalars that resolve to each kind of value. index.ts reads it when the reader is loaded.
 *
 * Why: V8 optimizes the reader's functions while it reads the first CRD, for the kinds of nodes it has seen so
 * far; a construct met later (the first quoted scalar, flow collection or number) throws the optimized code
 * away, and it is compiled again, several times over a run. Having read this text first, the reader's type
 * feedback covers every construct before anything is optimized. `crdgen check` over the corpus: see the commit.
 */
export const warmUpText = `---
# comment
apiVersion: v1
kind: "Thing"
metadata:
  name: 'it''s'
  labels: {a: b, "c": 'd', e: [1, 2.5, true, null, ~, yes, 0x1F, -3, .5, 1e3]}
  list: [x, "y\\n\\u00e9", 'z']
spec:
  description: plain text that goes
    on for two lines

    and a third # comment
  text: |-
    literal
      more indented

    after blank
  folded: >
    folded
    text
  keep: |+
    kept

  items:
  - a
  - b: c
    d: 1
  -
  - - nested
    - "double
      quoted"
  empty:
  num: 12345
  neg: -0
  float: 1.5
  big: 123456789012345678
  bool: false
  x-kubernetes-list-type: map
  url: https://example.com/a:b#c?d=e#f
  indented: |2
      two more
  single: 'one
    two'
  "quoted key": {}
  flows: [[], {a: [b]}] # comment
last: end`;
