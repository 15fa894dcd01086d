package core

// Part names a component given alone, as uri's Build and With take one.
type Part uint8

const (
	PartNone Part = iota
	PartScheme
	PartUserinfo
	PartHost
	PartPort
	PartPath
	PartQuery
	PartFragment
)

// Match matches s, the text of one component given alone, against the
// rule of that component (RFC 3986 Appendix A), and returns the kind of a
// host. On failure it returns the offset of the first octet that breaks
// the rule, and the rule: the component's, or one within it
// ("pct-encoded", "IPv6address", ...). A userinfo keeps its own rule for a
// malformed triplet too, so that its error can be told to hide a
// password. How a path fits the other components is the caller's to check.
func Match(part Part, s string) (kind Kind, offset int, rule string, ok bool) {
	q := parser{s: s}
	end := 0
	ok = true
	switch part {
	case PartScheme:
		if ok, rule = q.in(0, alpha), "scheme"; ok {
			end = q.scheme(0)
		}
	case PartUserinfo:
		end, ok = q.span(0, userinfoOctet, 0, "userinfo")
		rule = "userinfo"
	case PartHost:
		end, ok = q.host(0)
		rule = "reg-name"
		if q.o.Kind != KindRegName {
			rule = "host" // an IP-literal, with more after its "]"
		}
	case PartPort:
		end, ok = q.port(0)
		rule = "port"
	case PartPath:
		end, ok = q.span(0, pathOctet, 0, "segment")
		rule = "segment"
	case PartQuery:
		end, ok = q.span(0, queryOctet, 0, "query")
		rule = "query"
	case PartFragment:
		end, ok = q.span(0, queryOctet, 0, "fragment")
		rule = "fragment"
	}
	if !ok && q.rule != "" && part != PartUserinfo {
		rule = q.rule
	}
	if !ok || end != len(s) {
		return KindNone, end, rule, false
	}
	return q.o.Kind, 0, "", true
}

// IsIPv4 reports whether h matches IPv4address (RFC 3986 §3.2.2).
func IsIPv4(h string) bool {
	p := parser{s: h}
	end, ok := p.ipv4Address(0)
	return ok && end == len(h)
}

// CheckTriplets returns the offset of the first octet of s that breaks
// pct-encoded (RFC 3986 §2.1) after a "%", and false, or 0 and true when
// every "%" of s starts a triplet.
func CheckTriplets(s string) (int, bool) {
	p := parser{s: s}
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		end, ok := p.pctEncoded(i)
		if !ok {
			return end, false
		}
		i = end - 1
	}
	return 0, true
}
