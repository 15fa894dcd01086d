package trurl

import (
	"strings"

	"github.com/uriref/uri/cmd/uri/internal/format"
)

// setOp is one --set: component, value, and its operator's flags.
type setOp struct {
	comp    string
	val     string
	encoded bool // ":=": the value is already percent-encoded
	ifUnset bool // "?=": only when the component is not set
}

// iterOp is one --iterate: a component and the values it takes in turn.
type iterOp struct {
	comp    string
	items   []string
	encoded bool // "component:=": the items are already percent-encoded
}

// options is the command line of the trurl mode.
type options struct {
	urls        []string
	urlFile     string
	hasURLFile  bool
	format      string
	hasFormat   bool
	sets        []setOp
	appendPath  []string
	appendQuery []string
	redirect    string
	hasRedirect bool
	trims       []string // --qtrim patterns
	replaces    []string
	replaceAdd  bool // --replace-append: append what is not there
	iterates    []iterOp
	sep         byte // --query-separator
	json        bool
	sortQuery   bool
	urlencode   bool
	acceptSpace bool
	defaultPort bool
	keepPort    bool
	punycode    bool
	asIDN       bool
	verify      bool
	quiet       bool
	noGuess     bool
	curl        bool
	help        bool
	version     bool
}

// An option is one option of the trurl mode: its long name, its short
// letter if any, and whether it takes an argument.
type option struct {
	long  string
	short byte
	arg   bool
}

var optionList = []option{
	{"append", 'a', true}, {"accept-space", 0, false}, {"as-idn", 0, false},
	{"curl", 0, false}, {"default-port", 0, false}, {"url-file", 'f', true},
	{"get", 'g', true}, {"help", 'h', false}, {"iterate", 0, true},
	{"json", 0, false}, {"keep-port", 0, false}, {"no-guess-scheme", 0, false},
	{"punycode", 0, false}, {"qtrim", 0, true}, {"query-separator", 0, true},
	{"quiet", 0, false}, {"redirect", 0, true}, {"replace", 0, true},
	{"replace-append", 0, true}, {"force-replace", 0, true}, {"set", 's', true},
	{"sort-query", 0, false}, {"trim", 0, true}, {"url", 0, true},
	{"urlencode", 0, false}, {"version", 'v', false}, {"verify", 0, false},
}

func findOption(arg string) (option, bool) {
	for _, o := range optionList {
		if arg == "--"+o.long || (o.short != 0 && arg == "-"+string(o.short)) {
			return o, true
		}
	}
	return option{}, false
}

// parseArgs reads the command line of the trurl mode. Options start
// with "-" or "--"; a long option takes its argument as "--opt ARG" or
// "--opt=ARG", a short one as "-s ARG" or "-sARG"; "--" ends the options;
// every other argument is a URL.
func parseArgs(args []string) (*options, error) {
	o := &options{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			o.urls = append(o.urls, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			o.urls = append(o.urls, a)
			continue
		}
		name, val, hasVal := a, "", false
		long := strings.HasPrefix(a, "--")
		if long {
			name, val, hasVal = strings.Cut(a, "=")
		} else if len(a) > 2 {
			name, val, hasVal = a[:2], a[2:], true // -sVALUE
		}
		opt, ok := findOption(name)
		if !ok || !long && hasVal && !opt.arg { // -hx is no option
			return nil, errorf(exitOption, "unknown option: %s", a)
		}
		if !opt.arg && hasVal {
			return nil, errorf(exitOption, "--%s takes no argument: %s", opt.long, a)
		}
		if opt.arg && !hasVal {
			if i+1 == len(args) {
				status := exitArg
				if strings.HasPrefix(opt.long, "replace") || opt.long == "force-replace" {
					status = exitReplace // as trurl: a problem with --replace
				}
				return nil, errorf(status, "--%s needs an argument", opt.long)
			}
			i++
			val = args[i]
		}
		if err := o.apply(opt.long, val); err != nil {
			return nil, err
		}
	}
	if o.sep == 0 {
		o.sep = '&'
	}
	return o, o.check()
}

// apply records one option and its argument.
func (o *options) apply(name, val string) error {
	if o.applyFlag(name) {
		return nil
	}
	switch name {
	case "append":
		return o.addAppend(val)
	case "url-file":
		if o.hasURLFile {
			return errorf(exitOption, "only one --url-file is supported")
		}
		o.urlFile, o.hasURLFile = val, true
	case "get":
		if o.hasFormat {
			return errorf(exitOption, "only one --get is supported")
		}
		o.format, o.hasFormat = val, true
	case "iterate":
		return o.addIterate(val)
	case "trim":
		comp, pat, ok := strings.Cut(val, "=")
		if !ok || comp != "query" {
			return errorf(exitTrim, "--trim: only query=PATTERN is supported, not %q", val)
		}
		o.trims = append(o.trims, pat)
	case "qtrim":
		o.trims = append(o.trims, val)
	case "query-separator":
		if o.sep != 0 {
			return errorf(exitOption, "only one --query-separator is supported")
		}
		if len(val) != 1 {
			return errorf(exitOption, "--query-separator: want one octet, not %q", val)
		}
		o.sep = val[0]
	case "redirect":
		if o.hasRedirect {
			return errorf(exitOption, "only one --redirect is supported")
		}
		o.redirect, o.hasRedirect = val, true
	case "replace":
		o.replaces = append(o.replaces, val)
	case "replace-append", "force-replace":
		o.replaces = append(o.replaces, val)
		o.replaceAdd = true
	case "set":
		return o.addSet(val)
	case "url":
		o.urls = append(o.urls, val)
	}
	return nil
}

// applyFlag records an option that takes no argument, and reports whether
// name is one.
func (o *options) applyFlag(name string) bool {
	var flag *bool
	switch name {
	case "accept-space":
		flag = &o.acceptSpace
	case "as-idn":
		flag = &o.asIDN
	case "curl":
		flag = &o.curl
	case "default-port":
		flag = &o.defaultPort
	case "help":
		flag = &o.help
	case "json":
		flag = &o.json
	case "keep-port":
		flag = &o.keepPort
	case "no-guess-scheme":
		flag = &o.noGuess
	case "punycode":
		flag = &o.punycode
	case "quiet":
		flag = &o.quiet
	case "sort-query":
		flag = &o.sortQuery
	case "urlencode":
		flag = &o.urlencode
	case "version":
		flag = &o.version
	case "verify":
		flag = &o.verify
	default:
		return false
	}
	*flag = true
	return true
}

// addAppend records "--append path=DATA" or "--append query=DATA".
func (o *options) addAppend(val string) error {
	comp, data, ok := strings.Cut(val, "=")
	switch {
	case ok && comp == "path":
		o.appendPath = append(o.appendPath, data)
	case ok && comp == "query":
		o.appendQuery = append(o.appendQuery, data)
	default:
		return errorf(exitAppend, "--append: want path=DATA or query=DATA, not %q", val)
	}
	return nil
}

// addIterate records `--iterate COMPONENT="ITEM ITEM..."`: at most one per
// component, with at least one item; runs of spaces separate items.
func (o *options) addIterate(val string) error {
	comp, items, ok := strings.Cut(val, "=")
	comp, encoded := strings.CutSuffix(comp, ":")
	if !ok || !format.IsComponent(comp) || comp == "url" {
		return errorf(exitIterate, "--iterate: want COMPONENT=\"ITEM ITEM...\", not %q", val)
	}
	for _, it := range o.iterates {
		if it.comp == comp {
			return errorf(exitIterate, "--iterate: only one per component: %s", comp)
		}
	}
	op := iterOp{comp: comp, encoded: encoded}
	for _, item := range strings.Split(items, " ") {
		if item != "" {
			op.items = append(op.items, item)
		}
	}
	if len(op.items) == 0 {
		return errorf(exitIterate, "--iterate: no items for %s", comp)
	}
	o.iterates = append(o.iterates, op)
	return nil
}

// addSet records one --set, at most one per component.
func (o *options) addSet(val string) error {
	op, err := parseSetOp(val)
	if err != nil {
		return err
	}
	for _, s := range o.sets {
		if s.comp == op.comp {
			return errorf(exitSet, "duplicate --set for component %s", op.comp)
		}
	}
	o.sets = append(o.sets, op)
	return nil
}

// parseSetOp reads COMPONENT=VALUE, COMPONENT:=VALUE, COMPONENT?=VALUE or
// COMPONENT?:=VALUE.
func parseSetOp(s string) (setOp, error) {
	i := strings.IndexByte(s, '=')
	if i < 0 {
		return setOp{}, errorf(exitSet, "--set: want COMPONENT=VALUE, not %q", s)
	}
	op := setOp{val: s[i+1:]}
	name := s[:i]
	if strings.HasSuffix(name, ":") {
		op.encoded, name = true, name[:len(name)-1]
	}
	if strings.HasSuffix(name, "?") {
		op.ifUnset, name = true, name[:len(name)-1]
	}
	if !format.IsComponent(name) {
		return setOp{}, errorf(exitSet, "--set: unknown component %q", name)
	}
	op.comp = name
	return op, nil
}

// check refuses the combinations trurl refuses.
func (o *options) check() error {
	switch {
	case o.hasFormat && o.json:
		return errorf(exitOption, "--get is mutually exclusive with --json")
	case o.punycode && o.asIDN:
		return errorf(exitOption, "--punycode is mutually exclusive with --as-idn")
	}
	for _, it := range o.iterates {
		for _, s := range o.sets {
			if s.comp == it.comp {
				return errorf(exitIterate, "duplicate --iterate and --set for component %s", it.comp)
			}
		}
	}
	for _, t := range o.trims {
		if t == "" {
			return errorf(exitTrim, "--qtrim: empty pattern")
		}
	}
	for _, r := range o.replaces {
		if r == "" || r[0] == '=' {
			return errorf(exitReplace, "--replace: want KEY=VALUE or KEY, not %q", r)
		}
	}
	return nil
}
