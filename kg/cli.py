"""The ``kg`` command: a thin Typer layer over the library, with rich progress.

Every command calls one library function and prints its result. Errors of the library
(``KGError``) become one line on stderr and the error's exit code; progress bars go to
stderr only when it is a terminal and ``--quiet`` is not given, so piped output stays
clean.
"""

from __future__ import annotations

import json
import os
import re
import sys
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from paperkg.kg.errors import InputError, KGError

#: `kg query --idle` default: seconds the kept query server waits (kg.query_server.DEFAULT_IDLE;
#: written here so that the command line imports no server code before a query runs).
DEFAULT_IDLE = 600.0

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    help="paperkg: build a knowledge graph of methods, datasets, tasks and metrics from ML paper abstracts.",
)
gazetteer_app = typer.Typer(help="Build the gazetteers from the Papers-with-Code name lists.", no_args_is_help=True)
neo4j_app = typer.Typer(help="Run a local Neo4j Community server (fetched with Maven).", no_args_is_help=True)
app.add_typer(gazetteer_app, name="gazetteer")
app.add_typer(neo4j_app, name="neo4j")
tagger_app = typer.Typer(help="Train and score the SciERC-trained spaCy tagger.", no_args_is_help=True)
app.add_typer(tagger_app, name="tagger")

# Soft wrap: a line longer than the terminal stays one line (piped output was cut at 80
# columns, which split every skip line that names a file and a reason).
# No console markup: what is printed holds file names, paths and values from the input, and a
# "[/x]" among them once raised MarkupError after a finished build (hostile-input audit).
#: What may not reach a message line as it is: control characters (a newline split one skip
#: line in two, an escape sequence in a file name recoloured or cleared the terminal) and the
#: bidirectional overrides that show a name reversed.
_UNPRINTABLE = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def one_line(text: str) -> str:
    """``text`` with each unprintable character written as an escape (``\\n``, ``\\x1b``, ``\\u202e``)."""
    def escape(m: re.Match) -> str:
        c = m.group()
        return {"\n": "\\n", "\r": "\\r"}.get(c) or (f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}")

    return _UNPRINTABLE.sub(escape, text)


class _LineConsole(Console):
    """A console whose every printed string is one line, whatever file names and values it holds
    (a report of several lines is printed line by line)."""

    def print(self, *objects, **kwargs) -> None:  # noqa: A003 - rich's name
        super().print(*(one_line(o) if isinstance(o, str) else o for o in objects), **kwargs)


out = _LineConsole(soft_wrap=True, markup=False)
err = _LineConsole(stderr=True, soft_wrap=True, markup=False)


def _print_report(report: str) -> None:
    """A report of several lines on standard output, line by line (each printed line is one line)."""
    for line in report.splitlines():
        out.print(line, highlight=False, markup=False)

InputsArg = typer.Argument(..., help="Files or directories of abstracts (.txt, .jsonl, .json, .csv, optionally .gz).")
QuietOpt = typer.Option(False, "--quiet", "-q", help="No progress bars.")
TaggerOpt = typer.Option(
    False, "--tagger", help="Add the SciERC-trained tagger's second opinions (train it first: kg tagger train)."
)
CacheOpt = typer.Option(True, "--cache/--no-cache", help="Reuse cached extractor results (~/.cache/paperkg).")
EngineOpt = typer.Option(
    "auto", "--engine",
    help="Graph engine: neo4j, falkordb (embedded, data in OUT/falkordb), none, or auto (Neo4j when configured, else FalkorDB).",
)


def _engine(engine: str, neo4j_uri: Optional[str]):
    """``(Neo4j credentials or None, use embedded FalkorDB?)``: the library decides
    (``kg.query.choose_engine``); the CLI only supplies the credentials it may ask for."""
    from paperkg.kg.query import choose_engine

    if neo4j_uri and engine.lower() in ("falkordb", "none"):
        # Said outright, the two disagree: which did the user mean? (They were silently ignored.)
        raise InputError(f"--neo4j-uri names a Neo4j server, but --engine {engine} loads none; "
                         "drop one of them (--engine neo4j or auto uses the server)")
    return choose_engine(engine, _credentials(neo4j_uri) if engine.lower() in ("auto", "neo4j") else None, neo4j_uri)


#: Old option spellings still accepted for one release, with the one to use instead.
DEPRECATED = {"extract": {"--output": "--out", "--engine": "--scheduler (Dask runs when a scheduler is given)"},
              "tagger train": {"--output": "--out"}}


def _deprecations(command: str) -> None:
    """A note on stderr for each old spelling of an option this command line uses."""
    args = sys.argv[1:]
    for old, new in DEPRECATED.get(command, {}).items():
        if any(a == old or a.startswith(old + "=") for a in args):
            err.print(f"note: `kg {command} {old}` is deprecated and will be removed in the next release; "
                      f"use {new}", highlight=False)


def _cache(enabled: bool):
    if not enabled:
        return None
    from paperkg.kg.cache import default_cache

    cache = default_cache()
    if cache.warning:
        err.print(f"warning: {cache.warning}", highlight=False, markup=False, soft_wrap=True)
    return cache


@contextmanager
def _progress(quiet: bool):
    """A ``tick(stage, advance, total)`` callback backed by a rich progress bar (or nothing)."""
    if quiet or not err.is_terminal:
        yield lambda stage, n, total: None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

    with Progress(
        TextColumn("{task.description:<10}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
        TimeRemainingColumn(), console=err, transient=False,
    ) as bar:
        tasks: dict[str, int] = {}

        def tick(stage: str, n: int, total: int | None) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(stage, total=total)
            elif total is not None:
                bar.update(tasks[stage], total=total)
            bar.advance(tasks[stage], n)

        yield tick


def _credentials(uri: Optional[str]):
    """Neo4j credentials from the options and environment; asks for a missing password on a terminal."""
    from paperkg.kg.loader import Credentials

    if uri is None and not os.environ.get("NEO4J_URI"):
        return None
    creds = Credentials.from_env(uri=uri)
    if not creds.password and "NEO4J_PASSWORD" not in os.environ and sys.stdin.isatty():
        import getpass

        creds.password = getpass.getpass(f"Neo4j password for {creds.user} at {creds.uri} (empty: no auth): ")
    return creds


def _check_output_file(path: Path) -> None:
    """Refuse an output file that cannot be written, before minutes of extraction: a folder,
    a folder that does not exist, or one that refuses a new file (``/proc``, read-only)."""
    import tempfile

    if str(path) == "-":  # standard output
        return
    if path.is_dir():
        raise InputError(f"-o {path} is a folder; give the file to write the records to (e.g. {path / 'extractions.jsonl'})")
    parent = path.parent
    if not parent.is_dir():
        raise InputError(f"-o {path}: the folder {parent} does not exist")
    try:
        with tempfile.TemporaryFile(dir=parent):
            pass
    except OSError as exc:
        raise InputError(f"-o {path}: cannot write in {parent} ({exc.strerror or exc})") from None


@app.command()
def extract(
    inputs: list[Path] = InputsArg,
    output: Path = typer.Option(..., "--out", "-o", "--output", help="Where to write the extraction JSON Lines (a file; - for standard output)."),
    keyphrases: bool = typer.Option(True, "--keyphrases/--no-keyphrases", help="Add KeyBERT keyphrases."),
    workers: int = typer.Option(1, "--workers", "-w", min=1, help="Extraction processes."),
    strict: bool = typer.Option(False, "--strict", help="Stop at the first bad record instead of skipping it."),
    cache: bool = CacheOpt,
    engine: Optional[str] = typer.Option(None, "--engine", hidden=True, help="Deprecated: local or dask; use --scheduler."),
    scheduler: Optional[str] = typer.Option(None, "--scheduler", help="Extract on this Dask scheduler (tcp://host:8786)."),
    tagger: bool = TaggerOpt,
    quiet: bool = QuietOpt,
) -> None:
    """Extract methods, datasets, tasks, metrics, code links and citations to JSON Lines."""
    from paperkg.kg.ingest import IngestReport, read_papers
    from paperkg.kg.pipeline import dump_jsonl, extract_records, extractor_names, write_jsonl

    _deprecations("extract")
    if engine is not None:  # the old spelling: "--engine local" ignores a scheduler, "dask" needs one
        if engine not in ("local", "dask"):
            raise InputError(f"unknown extraction engine {engine!r}; choose local or dask")
        if engine == "dask" and not scheduler:
            raise KGError("--engine dask needs --scheduler ADDRESS (a running dask scheduler)")
        scheduler = scheduler if engine == "dask" else None
    _check_output_file(output)
    to_stdout = str(output) == "-"
    report = IngestReport()
    # Streamed: records are read, extracted and written batch by batch, never held whole.
    def accepted():
        n = 0
        for paper in read_papers(inputs, report=report, strict=strict):
            n += 1
            yield paper
        if n == 0:  # raised inside the write: an earlier file of that name is kept, not emptied
            raise report.none_accepted(None if to_stdout else output)

    papers = accepted()
    with _progress(quiet) as tick:
        tick("extract", 0, None)
        records = extract_records(
            papers, workers=workers, keyphrases=keyphrases, cache=_cache(cache),
            scheduler=scheduler, progress=lambda k: tick("extract", k, None),
            names=extractor_names(tagger),
        )
        n = dump_jsonl(records, sys.stdout) if to_stdout else write_jsonl(records, output)
    _report_skips(report)
    where = "standard output" if to_stdout else output
    err.print(f"{n} records written to {where} ({report.summary()})", highlight=False)


def _report_skips(report) -> None:
    for s in report.skipped[:20]:
        err.print(f"skipped {s}", highlight=False, markup=False)
    if report.skipped_count > 20:
        err.print(f"... and {report.skipped_count - 20:,} more skipped records", highlight=False)
    for c in report.id_clashes[:20]:
        err.print(f"warning: {c}", highlight=False, markup=False)


@app.command()
def build(
    inputs: list[Path] = InputsArg,
    out_dir: Path = typer.Option(Path("out"), "--out", "-o", help="Output directory."),
    keyphrases: bool = typer.Option(True, "--keyphrases/--no-keyphrases", help="Add KeyBERT keyphrases as Keyword nodes."),
    workers: int = typer.Option(1, "--workers", "-w", min=1,
                                help="Extraction processes; with more than one, resolution also reads the corpus's word statistics in a second process."),
    neo4j_uri: Optional[str] = typer.Option(None, "--neo4j-uri", help="Also load into Neo4j (default: $NEO4J_URI if set)."),
    reset: bool = typer.Option(False, "--reset", help="Delete the project's graph in Neo4j before loading."),
    max_nodes: Optional[int] = typer.Option(None, "--max-nodes", min=0, help="Show at most this many nodes in graph.html."),
    min_degree: int = typer.Option(0, "--min-degree", min=0, help="Hide nodes of lower degree in graph.html."),
    strict: bool = typer.Option(False, "--strict", help="Stop at the first bad record instead of skipping it."),
    engine: str = EngineOpt,
    cache: bool = CacheOpt,
    scheduler: Optional[str] = typer.Option(None, "--scheduler", help="Extract on this Dask scheduler (tcp://host:8786)."),
    tagger: bool = TaggerOpt,
    quiet: bool = QuietOpt,
) -> None:
    """Extract, resolve entities across the corpus, build the graph, write every output and load a graph engine."""
    from paperkg.kg.build import build as run_build

    creds, use_falkor = _engine(engine, neo4j_uri)
    if reset and engine.lower() == "none":
        raise InputError("--reset clears the graph engine before the load, but --engine none loads none; drop one of them")
    with _progress(quiet) as tick:
        result = run_build(
            inputs, out_dir, keyphrases=keyphrases, workers=workers, strict=strict, max_nodes=max_nodes,
            min_degree=min_degree, neo4j=creds, falkordb=use_falkor, reset=reset, progress=tick, cache=_cache(cache),
            scheduler=scheduler, tagger=tagger,
        )
    _report_skips(result.report)
    _summary(result)
    if result.engine is None:
        out.print(
            "Graph engine: none loaded. Start Neo4j (`kg neo4j start` or `docker compose up -d`) and run "
            f"`kg build ... --neo4j-uri bolt://localhost:7687`, or `cypher-shell -f {out_dir}/load.cypher`.",
            highlight=False,
        )
    else:
        name = "Neo4j" if result.engine == "neo4j" else "embedded FalkorDB"
        out.print(
            f"{name}: loaded {result.neo4j['nodes']} nodes and {result.neo4j['relationships']} relationships "
            f"into {result.where}; try `kg query top-methods"
            + ("" if result.engine == "neo4j" else f" --out {out_dir}") + "`.",
            highlight=False,
        )


def _summary(result) -> None:
    s = result.stats
    out.print(Text.assemble((f"{result.papers} papers", "bold"), f" ({result.report.summary()})"), highlight=False)
    t = Table(title="Graph", show_header=True, header_style="bold")
    t.add_column("nodes")
    t.add_column("count", justify="right")
    t.add_column("relationships")
    t.add_column("count", justify="right")
    nodes, rels = list(s["nodes"].items()), list(s["relationships"].items())
    for i in range(max(len(nodes), len(rels))):
        n = nodes[i] if i < len(nodes) else ("", "")
        r = rels[i] if i < len(rels) else ("", "")
        t.add_row(n[0], str(n[1]), r[0], str(r[1]))
    out.print(t)
    for label in ("Method", "Dataset", "Task"):
        top = ", ".join(f"{name} ({n})" for name, n in s["top"][label][:8])
        out.print(f"top {label.lower()}s: {top or '-'}", highlight=False, markup=False)
    out.print(f"files in {result.out_dir}/: " + ", ".join(p.name for p in result.files), highlight=False)


@app.command()
def site(
    out_dir: Path = typer.Argument(..., help="Output directory of `kg build` (reads OUT/graph.json, writes OUT/site)."),
    max_nodes: Optional[int] = typer.Option(None, "--max-nodes", min=0, help="As given to `kg build`: which nodes graph.html shows."),
    min_degree: int = typer.Option(0, "--min-degree", min=0, help="As given to `kg build`."),
) -> None:
    """Rewrite the static site (a page per entity and paper, an index, search) from a build's graph.json."""
    from paperkg.kg.build import build_site

    report = build_site(out_dir, max_nodes=max_nodes, min_degree=min_degree)
    out.print(f"{report.pages} pages ({report.entity_pages} entities, {report.paper_pages} papers, the index), "
              f"{report.bytes / 1e6:.1f} MB in {report.out_dir}; open {report.out_dir / 'index.html'}", highlight=False)


@app.command(name="eval")
def evaluate(
    gold: list[Path] = typer.Argument(..., help="Gold JSON Lines files."),
    pred: Path = typer.Option(..., "--pred", help="Extraction JSON Lines to score."),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON."),
    errors: bool = typer.Option(False, "--errors", help="List missed and spurious entities."),
) -> None:
    """Score an extraction against gold records (the matching rules of GUIDELINES.md)."""
    from paperkg.kg.evaluate import format_report, load_jsonl, score

    report, errs = score(load_jsonl(*gold), load_jsonl(pred))
    if as_json:
        out.print_json(json.dumps(report))
    else:
        _print_report(format_report(report))
    if errors:
        for e in errs:
            out.print(e, highlight=False, markup=False)


@app.command(name="eval-scierc")
def eval_scierc(
    data: Path = typer.Argument(..., help="A SciERC split, e.g. ../shared/data/scierc/test.json."),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON."),
    tagger: bool = TaggerOpt,
) -> None:
    """Extract SciERC abstracts and score them (Method, Task, Material->dataset, Metric)."""
    from paperkg.kg.evaluate import format_report, score
    from paperkg.kg.pipeline import extract_records, extractor_names
    from paperkg.kg.scierc import load

    papers, gold = load(data)
    pred = {r["doc_id"]: r for r in extract_records(papers, names=extractor_names(tagger))}
    report, _ = score(gold, pred)
    if as_json:
        out.print_json(json.dumps(report))
    else:
        out.print(f"SciERC {data} ({len(papers)} abstracts)", highlight=False)
        _print_report(format_report(report))


@tagger_app.command("train")
def tagger_train(
    scierc: Path = typer.Argument(..., help="The SciERC folder holding train.json and dev.json."),
    output: Optional[Path] = typer.Option(None, "--out", "-o", "--output", help="Model folder (default: ~/.cache/paperkg/tagger)."),
    max_steps: int = typer.Option(3000, "--max-steps", min=1, help="Training steps (the best model on dev is kept)."),
) -> None:
    """Train the spaCy NER on SciERC train, keeping the best model on SciERC dev."""
    from paperkg.kg.tagger import train

    _deprecations("tagger train")
    path = train(scierc, output, max_steps=max_steps)
    out.print(f"tagger model written to {path}; score it with `kg tagger eval {scierc}/test.json`", highlight=False)


@tagger_app.command("eval")
def tagger_eval(
    split: Path = typer.Argument(..., help="A SciERC split, e.g. ../shared/data/scierc/test.json."),
    model: Optional[Path] = typer.Option(None, "--model", help="Model folder (default: the trained one)."),
    as_json: bool = typer.Option(False, "--json", help="Print the scores as JSON."),
) -> None:
    """Score the tagger on a SciERC split: exact span and label, per label and micro-averaged."""
    from paperkg.kg.tagger import evaluate

    scores = evaluate(model, split)
    if as_json:
        out.print_json(json.dumps(scores))
        return
    t = Table(show_header=True, header_style="bold", title=f"SciERC NER, exact spans ({split})")
    for col in ("label", "gold", "P", "R", "F1"):
        t.add_column(col, justify="left" if col == "label" else "right")
    for label, sc in scores.items():
        t.add_row(label, str(sc["gold"]), f"{sc['p']:.3f}", f"{sc['r']:.3f}", f"{sc['f1']:.3f}")
    out.print(t)


@app.command(name="recipes")
def list_recipes() -> None:
    """List the Cypher query recipes with their parameters."""
    from paperkg.kg.recipe import recipes

    t = Table(show_header=True, header_style="bold")
    for col in ("recipe", "purpose", "parameters"):
        t.add_column(col)
    for r in recipes().values():
        params = [f"{k} (required)" for k in r.required] + [f"{k}={v}" for k, v in r.defaults.items()]
        t.add_row(r.name, r.purpose, ", ".join(params))
    out.print(t)


@app.command()
def query(
    name: str = typer.Argument(..., help="Recipe name (see `kg recipes`)."),
    param: list[str] = typer.Option([], "--param", "-p", help="Recipe parameter as key=value (repeatable)."),
    as_json: bool = typer.Option(False, "--json", help="Print rows as JSON."),
    neo4j_uri: Optional[str] = typer.Option(None, "--neo4j-uri", help="Neo4j to query (default: $NEO4J_URI)."),
    out_dir: Path = typer.Option(Path("out"), "--out", "-o", help="Build folder holding the embedded FalkorDB."),
    engine: str = EngineOpt,
    idle: float = typer.Option(
        DEFAULT_IDLE, "--idle", min=0, envvar="PAPERKG_QUERY_IDLE",
        help="Keep the embedded FalkorDB running for the next query until this many seconds pass unused (0: stop it now).",
    ),
) -> None:
    """Run a Cypher recipe against Neo4j or the build's embedded FalkorDB and print the result."""
    from paperkg.kg.query import query_recipe

    creds, use_falkor = _engine(engine, neo4j_uri)
    result = query_recipe(name, param, neo4j=creds, out_dir=out_dir, falkordb=use_falkor, keep=idle, titles=not as_json)
    print_rows(result.rows, as_json, titles=result.titles)


@app.command()
def stop(
    out_dir: Path = typer.Option(Path("out"), "--out", "-o", help="Build folder whose query server to stop."),
    every: bool = typer.Option(False, "--all", help="Stop every query server of this user."),
) -> None:
    """Stop the embedded FalkorDB that `kg query` keeps running for a build folder."""
    from paperkg.kg.query import stop_server

    n = stop_server(None if every else out_dir)
    where = "of this user" if every else f"of {out_dir}"
    out.print(f"stopped {n} query server{'s' if n != 1 else ''} {where}" if n else f"no query server runs {where}",
              highlight=False)


#: A title beside an id is cut to this many characters (the table stays readable).
TITLE_WIDTH = 90


def _short(title: str) -> str:
    return title if len(title) <= TITLE_WIDTH else title[: TITLE_WIDTH - 1].rstrip() + "…"


def print_rows(rows: list[dict], as_json: bool, titles: dict[str, str] | None = None) -> None:
    """Print query rows as a table or as JSON (the rows as the recipe returns them).

    ``titles`` (paper id to title): in the table, a column of paper ids gets a title column
    beside it, unless each row already shows that paper's title; a list of paper ids shows
    each id with its title."""
    if as_json:
        sys.stdout.write(json.dumps(rows, ensure_ascii=False, indent=1, default=str) + "\n")
        return
    if not rows:
        out.print("(no rows)")
        return
    titles = titles or {}
    cols = list(rows[0])
    id_cols = {c for c in cols if any(isinstance(r.get(c), str) and r[c] in titles
                                      and titles[r[c]] not in r.values() for r in rows)}
    list_cols = {c for c in cols if any(isinstance(r.get(c), list) and any(isinstance(x, str) and x in titles for x in r[c])
                                        for r in rows)}
    t = Table(show_header=True, header_style="bold")
    for col in cols:
        t.add_column(col)
        if col in id_cols:
            t.add_column(f"{col} title")

    def cell(v, col):
        if col in list_cols:
            return "\n".join(f"{x}: {_short(titles[x])}" if isinstance(x, str) and x in titles else json.dumps(x, ensure_ascii=False)
                             for x in v)
        return json.dumps(v, ensure_ascii=False) if isinstance(v, (list, dict)) else str(v)

    for r in rows:
        cells = []
        for col in cols:
            cells.append(cell(r.get(col), col))
            if col in id_cols:
                cells.append(_short(titles.get(r.get(col), "")) if isinstance(r.get(col), str) else "")
        t.add_row(*cells)
    out.print(t, markup=False, highlight=False)


@app.command()
def resolve(
    name: str = typer.Argument(..., help="A name or alias, e.g. LLM or \"large language model\"."),
    out_dir: Path = typer.Option(Path("out"), "--out", "-o", help="Output directory of `kg build`."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """Show how the entities called NAME were resolved: merged forms, acronym definitions, label votes, proposals."""
    from paperkg.kg.resolve import explain_build

    rows = explain_build(out_dir, name)
    path = out_dir / "graph.json"
    if as_json:
        sys.stdout.write(json.dumps(rows, ensure_ascii=False, indent=1) + "\n")
        return
    if not rows:
        out.print(f"no entity named {name!r} in {path}", highlight=False, markup=False)
        raise typer.Exit(1)
    for r in rows:
        how = r["resolution"]
        out.print(f"{r['label']} {r['name']!r} ({r['papers']} papers), key {r['key']}", highlight=False, markup=False)
        if r["aliases"]:
            out.print("  aliases: " + ", ".join(r["aliases"][:15]), highlight=False, markup=False)
        for d in how.get("definitions", []):
            out.print(f"  defined: {d[0]} = {d[1]} in {d[2]} papers", highlight=False, markup=False)
        for d in how.get("rejected_definitions", []):
            out.print(f"  not merged: {d[0]} = {d[1]}: {d[2]}", highlight=False, markup=False)
        for note in how.get("decisions", []):
            out.print(f"  decided: {note}", highlight=False, markup=False)
        if how.get("senses"):
            out.print("  senses: " + "; ".join(how["senses"]), highlight=False, markup=False)
        votes = ", ".join(f"{t} {v}" for t, v in how.get("label_votes", {}).items())
        out.print(f"  label votes: {votes}", highlight=False, markup=False)
        if how.get("proposal"):
            p = how["proposal"]
            out.print(f"  proposal: {p.get('why')}" + (f"; proposed by {p['kept']}" if p.get("kept") else ""),
                      highlight=False, markup=False)


@app.command()
def export(
    graph_json: Path = typer.Argument(..., help="graph.json written by `kg build`."),
    neo4j_admin: Path = typer.Option(..., "--neo4j-admin", help="Folder for the neo4j-admin import CSV files."),
) -> None:
    """Write the CSV files of `neo4j-admin database import full` (bulk load of very large graphs)."""
    from paperkg.kg.admin_export import admin_import_args, export_graph_json

    files = export_graph_json(graph_json, neo4j_admin)
    out.print(f"wrote {len(files['nodes'])} node files and {len(files['relationships'])} relationship files to {neo4j_admin}",
              highlight=False)
    out.print("import them into a stopped server with: kg neo4j import " + str(neo4j_admin), highlight=False)
    out.print("or: neo4j-admin " + " ".join(a if " " not in a else repr(a) for a in admin_import_args(files)).replace("\x1f", "\\x1f"),
              highlight=False, markup=False)


@neo4j_app.command("import")
def neo4j_import(
    csv_dir: Path = typer.Argument(..., help="Folder written by `kg export --neo4j-admin`."),
    home: Optional[Path] = typer.Option(None, "--home"),
) -> None:
    """Bulk-import exported CSV files into the (stopped) local server's database, replacing it."""
    from paperkg.kg.admin_export import admin_import_args
    from paperkg.kg.neo4j_server import LocalNeo4j

    files = {"nodes": sorted(csv_dir.glob("nodes_*.csv")), "relationships": sorted(csv_dir.glob("rels_*.csv"))}
    if not files["nodes"]:
        from paperkg.kg.errors import InputError

        raise InputError(f"{csv_dir}: no nodes_*.csv files; write them with `kg export --neo4j-admin`")
    LocalNeo4j(home=home).admin(admin_import_args(files))
    out.print("imported; start the server with `kg neo4j start` (then run `kg query graph-stats`)", highlight=False)


@gazetteer_app.command("build")
def gazetteer_build(
    data: Path = typer.Option(Path("../shared/data"), "--data", help="The shared data folder (holds gazetteers/)."),
    out_dir: Optional[Path] = typer.Option(None, "--out", help="Where to write (default: the package's data)."),
) -> None:
    """Rebuild extractors/data/gazetteer/*.txt from the Papers-with-Code and SciREX lists."""
    from paperkg.kg.gazetteer import build as gbuild

    for name, n in gbuild(data, out_dir).items():
        out.print(f"{name}: {n} entries", highlight=False)


@neo4j_app.command("start")
def neo4j_start(
    home: Optional[Path] = typer.Option(None, "--home", help="Server home (default: .neo4j in the current folder)."),
    port: int = typer.Option(7687, "--port", help="Bolt port on 127.0.0.1."),
    password: Optional[str] = typer.Option(None, "--password", help="Enable auth with this password (default: $NEO4J_PASSWORD, else auth off)."),
    heap: str = typer.Option("1g", "--heap", help="JVM heap, e.g. 1g or 4g."),
    pagecache: str = typer.Option("512m", "--pagecache", help="Page cache size, e.g. 512m or 2g."),
) -> None:
    """Fetch Neo4j Community with Maven (cached) and start it on 127.0.0.1."""
    from paperkg.kg.neo4j_server import LocalNeo4j

    srv = LocalNeo4j(home=home, bolt_port=port, heap=heap, pagecache=pagecache,
                     password=password if password is not None else os.environ.get("NEO4J_PASSWORD"))
    srv.start(log=lambda m: err.print(m, highlight=False, markup=False))
    out.print(f"Neo4j {srv.version} running at {srv.uri} (pid {srv.pid()}); stop it with `kg neo4j stop`.", highlight=False)


@neo4j_app.command("stop")
def neo4j_stop(home: Optional[Path] = typer.Option(None, "--home")) -> None:
    """Stop the local Neo4j server."""
    from paperkg.kg.neo4j_server import LocalNeo4j

    stopped = LocalNeo4j(home=home).stop()
    out.print("Neo4j stopped." if stopped else "Neo4j was not running.")


@neo4j_app.command("status")
def neo4j_status(home: Optional[Path] = typer.Option(None, "--home")) -> None:
    """Say whether the local Neo4j server runs, and where."""
    from paperkg.kg.neo4j_server import LocalNeo4j

    srv = LocalNeo4j(home=home)
    pid = srv.pid()
    out.print(f"running at {srv.uri} (pid {pid})" if pid else "not running", highlight=False)
    raise typer.Exit(0 if pid else 1)


_KEPT = "files already written are complete (each is written atomically)"


class _Terminated(BaseException):
    """SIGTERM, raised where the process is so that every ``with`` block and ``finally`` runs:
    open stores stop their servers and temporary files go (a BaseException, so no library
    handler swallows it)."""


def _in_finaliser(frame) -> bool:
    """Whether ``frame`` runs inside a ``__del__`` (directly or through what it calls)."""
    while frame is not None:
        if frame.f_code.co_name == "__del__":
            return True
        frame = frame.f_back
    return False


_STOPPING = threading.Event()  # set once an interrupt has been reported: later re-deliveries are dropped


def _deliver_later(signum: int) -> None:
    """Raise ``signum`` again in 50 ms, when the interpreter is out of the code it interrupted,
    unless the interrupt has been reported meanwhile: a second one raised while the process
    exits would end it by the signal (exit -2) instead of with its code (130)."""
    import signal

    def again() -> None:
        if not _STOPPING.is_set():
            signal.raise_signal(signum)

    timer = threading.Timer(0.05, again)
    timer.daemon = True
    timer.start()


def _stopping(what: str) -> None:
    """Report an interrupt in one line and mark it reported (see :func:`_deliver_later`)."""
    _STOPPING.set()
    err.print(f"{what}; {_KEPT}", highlight=False)


def _on_signal(signum, frame) -> None:
    """SIGINT and SIGTERM: raise where the process is, unless that is a finaliser.

    Python prints an exception raised inside ``__del__`` as "Exception ignored ... Traceback" and
    drops it, so the signal would be both noisy and lost (a redis connection's finaliser runs often
    while a FalkorDB build writes); there it is delivered again a moment later instead, and the
    finaliser completes.
    """
    import signal

    if _in_finaliser(frame):
        _deliver_later(signum)
        return
    if signum == signal.SIGINT:
        raise KeyboardInterrupt
    raise _Terminated


def _on_unraisable(unraisable) -> None:
    """``sys.unraisablehook``: a signal's exception raised where Python can only print it (a
    weakref callback such as importlib's module-lock cleanup, a garbage-collector callback) is
    delivered again a moment later instead of printed as "Exception ignored ... Traceback" and
    lost; every other unraisable exception goes to Python's own hook."""
    import signal

    if isinstance(unraisable.exc_value, _Terminated):
        _deliver_later(signal.SIGTERM)
    elif isinstance(unraisable.exc_value, KeyboardInterrupt):
        _deliver_later(signal.SIGINT)
    else:
        sys.__unraisablehook__(unraisable)


def install_signal_handlers() -> None:
    """Route SIGINT and SIGTERM through :func:`_on_signal`, and the exceptions they raise in
    places Python cannot unwind from through :func:`_on_unraisable` (called by :func:`main`)."""
    import signal

    signal.signal(signal.SIGINT, _on_signal)
    signal.signal(signal.SIGTERM, _on_signal)
    sys.unraisablehook = _on_unraisable


def main() -> None:
    """Console entry point: run the app, turning library errors into one line and an exit code."""
    install_signal_handlers()
    try:
        rc = app(standalone_mode=False)
        if rc == 130:  # Typer turns Ctrl-C into exit code 130 and says nothing
            _stopping("interrupted")
        if isinstance(rc, int) and rc:
            sys.exit(rc)
    except KGError as exc:
        err.print(f"error: {exc}", highlight=False, markup=False, soft_wrap=True)
        sys.exit(exc.exit_code)
    except typer.Abort:  # Click turns Ctrl-C into Abort
        _stopping("interrupted")
        sys.exit(130)
    except Exception as exc:
        # Usage errors: Typer raises its own vendored Click's exceptions (not ``click``'s
        # since typer 0.20), so they are recognised by what they can do, not by class.
        if callable(getattr(exc, "show", None)) and isinstance(getattr(exc, "exit_code", None), int):
            exc.show()
            sys.exit(exc.exit_code)
        if isinstance(exc, OSError):
            # The file system said no where no check foresaw it (a full disk, /proc, a folder
            # that vanished): one line with its reason and path, not a traceback.
            err.print(f"error: {exc.strerror or exc}" + (f": {exc.filename}" if exc.filename else "")
                      + f"; {_KEPT}", highlight=False, soft_wrap=True)
            sys.exit(1)
        raise
    except KeyboardInterrupt:
        _stopping("interrupted")
        sys.exit(130)
    except _Terminated:
        _stopping("terminated (SIGTERM)")
        sys.exit(143)


if __name__ == "__main__":
    main()
