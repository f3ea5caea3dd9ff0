#!/usr/bin/env python3
"""Check JSON documents against a JSON Schema with Python's `jsonschema` (draft 2020-12).

Protocol (stable; other packages' tests depend on it):

  stdin:  ONE JSON object, either
            {"schema": {...}, "documents": [doc0, doc1, ...], "verdictsOnly"?: true}
          or
            {"schema": {...}, "checkSchemaOnly": true}

  1. The schema is checked with Draft202012Validator.check_schema. If it is not a valid
     2020-12 schema, the script prints one line `schema error: <path>: <message>` to stderr
     and exits with status 2 (nothing on stdout).
  2. With "checkSchemaOnly": true it prints `{"schemaValid": true}` and exits 0.
  3. Otherwise it prints one JSON line per document, in order:
            {"index": i, "valid": true|false, "errors": ["<path>: <message>", ...]}
     where <path> is the JSON Pointer of the failing value in the document ("" for the root)
     and errors are sorted by path, then message (each message cut at 500 characters).
     Exit status 0, whatever the verdicts.

  Bad input (not JSON, not an object, no "schema", "documents" not an array) prints
  `input error: <message>` to stderr and exits 1.

JSON Schema patterns are ECMA-262 regular expressions, where `$` (without the m flag) matches only
at the very end of the string; Python's `re` also lets `$` match before a final newline, so a plain
Draft202012Validator accepts "2024-01-01\n" for "^...$". This script's validator is
Draft202012Validator with the `pattern` keyword rewritten to ECMA's meaning (each unescaped `$`
outside a character class becomes `\Z`); and `oneOf` counts valid branches stopping at each
branch's first error (the stock keyword collects every error of every branch, which is slow for
nested oneOfs), skipping branches whose `properties.type` cannot match the instance's
"type". When that leaves one branch and it fails, its own errors are reported (so a bad node deep
in a query is reported at its own path); when it leaves several, one error names the `$ref`s tried;
otherwise the stock keyword words the failure. Verdicts are stock jsonschema's in every respect.

Add "verdictsOnly": true to the request to skip wording errors ("errors" is then always []):
invalid documents are the slow ones to word.

The validator is built once: 5,000 nested query documents take about 4 s of CPU (about 1 ms each).
Numbers keep Python's exact integers (json module), so 2**63 is checked as that integer. A number
beyond the double range (1e400) is read as infinity and passes "type": "number" here, as the JSON
Schema spec says it should; JavaScript reads it as Infinity, which Ajv (strictNumbers) and the
OneIndex parser reject: a known difference, not something this script papers over.
Requires the `jsonschema` package (tested with 4.26). Usage:
  echo '{"schema": {...}, "documents": [...]}' | python3 tools/jsonschema_check.py
"""

import json
import sys


def pointer(path):
    """JSON Pointer (RFC 6901) of a jsonschema error's absolute_path."""
    return "".join("/" + str(token).replace("~", "~0").replace("/", "~1") for token in path)


MAX_MESSAGE = 500


def describe(error):
    message = error.message if len(error.message) <= MAX_MESSAGE else error.message[:MAX_MESSAGE] + "..."
    return "%s: %s" % (pointer(error.absolute_path), message)


def ecma_pattern(pattern):
    """`pattern` with ECMA-262's end anchor: unescaped `$` outside [...] becomes Python's `\\Z`."""
    out = []
    in_class = False
    i = 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\" and i + 1 < len(pattern):
            out.append(pattern[i : i + 2])
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
        elif c == "$":
            c = "\\Z"
        out.append(c)
        i += 1
    return "".join(out)


def branch_type_values(root):
    """For each oneOf branch `{"$ref": "#/..."}` whose target (or the base the target narrows with
    its own `$ref`) fixes properties.type by a string `const` or an `enum` of strings:
    id(branch) -> the allowed strings. Empty when the schema
    uses `$id` anywhere (refs might then resolve elsewhere), so the shortcut never changes a verdict."""
    found = {}
    if '"$id"' in json.dumps(root):
        return found

    def target(ref):
        node = root
        for token in ref[2:].split("/") if ref.startswith("#/") else None:
            token = token.replace("~1", "/").replace("~0", "~")
            if not isinstance(node, dict) or token not in node:
                return None
            node = node[token]
        return node

    def visit(node):
        if isinstance(node, list):
            for item in node:
                visit(item)
        elif isinstance(node, dict):
            for branch in node.get("oneOf", []) if isinstance(node.get("oneOf"), list) else []:
                if isinstance(branch, dict) and list(branch) == ["$ref"] and isinstance(branch["$ref"], str) and branch["$ref"].startswith("#/"):
                    t = target(branch["$ref"])
                    props = t.get("properties") if isinstance(t, dict) else None
                    type_schema = props.get("type") if isinstance(props, dict) else None
                    # A definition narrowing a shared base ({"$ref": base, "properties": {...}}) takes
                    # its type from the base, which applies too.
                    if type_schema is None and isinstance(t, dict) and isinstance(t.get("$ref"), str) and t["$ref"].startswith("#/"):
                        base = target(t["$ref"])
                        base_props = base.get("properties") if isinstance(base, dict) else None
                        type_schema = base_props.get("type") if isinstance(base_props, dict) else None
                    if isinstance(type_schema, dict):
                        if isinstance(type_schema.get("const"), str):
                            found[id(branch)] = {type_schema["const"]}
                        elif isinstance(type_schema.get("enum"), list) and all(isinstance(v, str) for v in type_schema["enum"]):
                            found[id(branch)] = set(type_schema["enum"])
            for value in node.values():
                visit(value)

    visit(root)
    return found


def make_validator(schema):
    import re

    from jsonschema import Draft202012Validator, validators
    from jsonschema.exceptions import ValidationError

    compiled = {}

    def pattern(validator, patrn, instance, _schema):
        if not validator.is_type(instance, "string"):
            return
        regex = compiled.get(patrn)
        if regex is None:
            regex = compiled[patrn] = re.compile(ecma_pattern(patrn))
        if not regex.search(instance):
            yield ValidationError("%r does not match %r" % (instance, patrn))

    stock_one_of = Draft202012Validator.VALIDATORS["oneOf"]
    type_values = branch_type_values(schema)

    def one_of(validator, subschemas, instance, schema):
        # Same verdict as stock oneOf (exactly one subschema valid), found faster: a branch whose
        # properties.type allows no instance["type"] cannot be valid and is skipped, the others
        # stop at their first error.
        kind = instance.get("type") if isinstance(instance, dict) else None
        candidates = []
        valid = 0
        for subschema in subschemas:
            allowed = type_values.get(id(subschema)) if isinstance(kind, str) else None
            if allowed is not None and kind not in allowed:
                continue
            candidates.append(subschema)
            if validator.evolve(schema=subschema).is_valid(instance):
                valid += 1
                if valid > 1:
                    break
        if valid == 1:
            return
        if valid > 1 or len(candidates) == len(subschemas):
            # Nothing to narrow by: the stock keyword words it.
            yield from stock_one_of(validator, subschemas, instance, schema)
        elif len(candidates) == 1:
            # The one branch of this "type" failed: its own errors say what is wrong.
            yield from validator.descend(instance, candidates[0])
        else:
            tried = ", ".join(c.get("$ref", "?") if isinstance(c, dict) else "?" for c in candidates)
            message = "no definition for type %r matches%s" % (kind, " (tried %s)" % tried if tried else "")
            yield ValidationError(message)

    validator_class = validators.extend(Draft202012Validator, {"pattern": pattern, "oneOf": one_of})
    return validator_class(schema)


def fail(status, message):
    sys.stderr.write(message + "\n")
    sys.exit(status)


def main():
    try:
        from jsonschema import Draft202012Validator
        from jsonschema.exceptions import SchemaError
    except ImportError as error:  # pragma: no cover - environment problem
        fail(1, "input error: the jsonschema package is not installed (%s)" % error)

    try:
        request = json.load(sys.stdin)
    except ValueError as error:
        fail(1, "input error: stdin is not JSON: %s" % error)
    if not isinstance(request, dict) or "schema" not in request:
        fail(1, 'input error: expected an object with "schema" and "documents" (or "checkSchemaOnly": true)')

    schema = request["schema"]
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as error:
        fail(2, "schema error: %s: %s" % (pointer(error.absolute_path), error.message))

    if request.get("checkSchemaOnly") is True:
        sys.stdout.write(json.dumps({"schemaValid": True}) + "\n")
        return

    documents = request.get("documents")
    if not isinstance(documents, list):
        fail(1, 'input error: "documents" must be an array')

    validator = make_validator(schema)
    verdicts_only = request.get("verdictsOnly") is True
    out = sys.stdout
    for index, document in enumerate(documents):
        valid = validator.is_valid(document)
        errors = [] if valid or verdicts_only else sorted(describe(error) for error in validator.iter_errors(document))
        out.write(json.dumps({"index": index, "valid": valid, "errors": errors}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
