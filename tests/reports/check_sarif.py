#!/usr/bin/env python3
"""Validates a SARIF log against the OASIS SARIF 2.1.0 JSON schema, then checks
what GitHub code scanning relies on. Usage: check_sarif.py SCHEMA LOG.
Prints 'ok' and exits 0, or prints the problems and exits 1."""
import json
import sys

import jsonschema


def main():
    schema_path, log_path = sys.argv[1], sys.argv[2]
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    with open(log_path, encoding="utf-8") as f:
        log = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=jsonschema.FormatChecker())
    problems = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}"
                for e in validator.iter_errors(log)]

    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    base = run.get("originalUriBaseIds", {})
    if not base.get("SRCROOT", {}).get("uri", "").endswith("/"):
        problems.append("SRCROOT uri must end with '/'")
    for i, result in enumerate(run["results"]):
        where = f"results/{i}"
        if rules[result["ruleIndex"]]["id"] != result["ruleId"]:
            problems.append(f"{where}: ruleIndex does not point at ruleId")
        fp = result.get("partialFingerprints", {})
        for key in ("pathsimFingerprint/v1", "primaryLocationLineHash"):
            if key not in fp:
                problems.append(f"{where}: no partialFingerprints {key}")
        flows = result.get("codeFlows", [])
        if len(flows) != 1 or len(flows[0]["threadFlows"]) != 1:
            problems.append(f"{where}: want one codeFlow with one threadFlow")
            continue
        locs = flows[0]["threadFlows"][0]["locations"]
        orders = [loc["executionOrder"] for loc in locs]
        if orders != list(range(1, len(locs) + 1)):
            problems.append(f"{where}: executionOrder is not 1..N")
        if any("message" not in loc["location"] for loc in locs):
            problems.append(f"{where}: a threadFlow location has no message")
        for loc in result["locations"]:
            art = loc["physicalLocation"]["artifactLocation"]
            if art.get("uriBaseId") != "SRCROOT" or art["uri"].startswith("/"):
                problems.append(f"{where}: location not relative to SRCROOT")
    for rule in rules:
        for tag in rule.get("properties", {}).get("tags", []):
            if tag.startswith("external/cwe/cwe-") and not tag[17:].isdigit():
                problems.append(f"rule {rule['id']}: malformed tag {tag}")
    if problems:
        print("\n".join(problems))
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
