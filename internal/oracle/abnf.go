// Package oracle holds the specifications written a second time, as
// plainly as their text reads and sharing no code with the module, for the
// tests of every package to hold the code against.
package oracle

import "strings"

// ABNF returns RFC 3986 Appendix A, rule by rule, as RE2 syntax, keyed by
// the rules' names; every rule is a non-capturing group. It returns Appendix A, or with iri the grammar of RFC 3987 §2.2:
// the same rules with ucschar in unreserved (iunreserved) and iprivate in
// the query (iquery), under the same names.
func ABNF(iri bool) map[string]string {
	r := map[string]string{}
	r["unreserved"] = `A-Za-z0-9\-._~`
	private := ""
	if iri {
		r["unreserved"] += `\x{A0}-\x{D7FF}\x{F900}-\x{FDCF}\x{FDF0}-\x{FFEF}` +
			`\x{10000}-\x{1FFFD}\x{20000}-\x{2FFFD}\x{30000}-\x{3FFFD}\x{40000}-\x{4FFFD}` +
			`\x{50000}-\x{5FFFD}\x{60000}-\x{6FFFD}\x{70000}-\x{7FFFD}\x{80000}-\x{8FFFD}` +
			`\x{90000}-\x{9FFFD}\x{A0000}-\x{AFFFD}\x{B0000}-\x{BFFFD}\x{C0000}-\x{CFFFD}` +
			`\x{D0000}-\x{DFFFD}\x{E1000}-\x{EFFFD}`
		private = `|[\x{E000}-\x{F8FF}\x{F0000}-\x{FFFFD}\x{100000}-\x{10FFFD}]`
	}
	r["sub-delims"] = `!$&'()*+,;=`
	r["pct-encoded"] = `%[0-9A-Fa-f]{2}`
	r["pchar"] = `(?:[` + r["unreserved"] + r["sub-delims"] + `:@]|` + r["pct-encoded"] + `)`
	r["scheme"] = `[A-Za-z][A-Za-z0-9+\-.]*`
	r["userinfo"] = `(?:[` + r["unreserved"] + r["sub-delims"] + `:]|` + r["pct-encoded"] + `)*`
	r["dec-octet"] = `(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])`
	r["IPv4address"] = r["dec-octet"] + `\.` + r["dec-octet"] + `\.` + r["dec-octet"] + `\.` + r["dec-octet"]
	h16 := `[0-9A-Fa-f]{1,4}`
	ls32 := `(?:` + h16 + `:` + h16 + `|` + r["IPv4address"] + `)`
	upTo := func(n string) string { return `(?:(?:` + h16 + `:){0,` + n + `}` + h16 + `)?` }
	r["IPv6address"] = `(?:` + strings.Join([]string{
		`(?:` + h16 + `:){6}` + ls32,
		`::(?:` + h16 + `:){5}` + ls32,
		`(?:` + h16 + `)?::(?:` + h16 + `:){4}` + ls32,
		upTo("1") + `::(?:` + h16 + `:){3}` + ls32,
		upTo("2") + `::(?:` + h16 + `:){2}` + ls32,
		upTo("3") + `::` + h16 + `:` + ls32,
		upTo("4") + `::` + ls32,
		upTo("5") + `::` + h16,
		upTo("6") + `::`,
	}, "|") + `)`
	// ABNF quoted strings are case-insensitive (RFC 5234 §2.3): "v" or "V".
	r["IPvFuture"] = `[vV][0-9A-Fa-f]+\.[` + r["unreserved"] + r["sub-delims"] + `:]+`
	r["IP-literal"] = `\[(?:` + r["IPv6address"] + `|` + r["IPvFuture"] + `)\]`
	r["reg-name"] = `(?:[` + r["unreserved"] + r["sub-delims"] + `]|` + r["pct-encoded"] + `)*`
	r["host"] = `(?:` + r["IP-literal"] + `|` + r["IPv4address"] + `|` + r["reg-name"] + `)`
	r["port"] = `[0-9]*`
	r["authority"] = `(?:` + r["userinfo"] + `@)?` + r["host"] + `(?::` + r["port"] + `)?`
	r["segment"] = r["pchar"] + `*`
	r["segment-nz"] = r["pchar"] + `+`
	r["segment-nz-nc"] = `(?:[` + r["unreserved"] + r["sub-delims"] + `@]|` + r["pct-encoded"] + `)+`
	r["path-abempty"] = `(?:/` + r["segment"] + `)*`
	r["path-absolute"] = `/(?:` + r["segment-nz"] + `(?:/` + r["segment"] + `)*)?`
	r["path-noscheme"] = r["segment-nz-nc"] + `(?:/` + r["segment"] + `)*`
	r["path-rootless"] = r["segment-nz"] + `(?:/` + r["segment"] + `)*`
	r["query"] = `(?:` + r["pchar"] + `|[/?]` + private + `)*`
	r["fragment"] = `(?:` + r["pchar"] + `|[/?])*`
	r["hier-part"] = `(?://` + r["authority"] + r["path-abempty"] + `|` + r["path-absolute"] + `|` + r["path-rootless"] + `|)`
	r["relative-part"] = `(?://` + r["authority"] + r["path-abempty"] + `|` + r["path-absolute"] + `|` + r["path-noscheme"] + `|)`
	tail := `(?:\?` + r["query"] + `)?(?:#` + r["fragment"] + `)?`
	r["URI"] = r["scheme"] + `:` + r["hier-part"] + tail
	r["relative-ref"] = r["relative-part"] + tail
	r["URI-reference"] = `(?:` + r["URI"] + `|` + r["relative-ref"] + `)`
	return r
}
