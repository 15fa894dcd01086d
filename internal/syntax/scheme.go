package syntax

// Scheme is what the module knows of one scheme's syntax.
type Scheme struct {
	Name  string // lowercase
	Port  string // the port a URI of the scheme means when it names none, or ""
	Slash bool   // an empty path with an authority means "/"
	DNS   bool   // a reg-name host is looked up in the DNS
	Prose bool   // written without "//", and taken from running prose
}

// Schemes is the one table of schemes, sorted by name.
//
//   - Port: the ports of uri(7) and RFC 1738 §3, and of the schemes'
//     registrations.
//   - Slash: RFC 7230 §2.7.3 for http and https, RFC 6455 §3 for ws and
//     wss, RFC 1738 §3.2 for ftp, uri(7) for gopher and telnet, whose "/"
//     it calls optional.
//   - DNS: the schemes whose hosts are Internet host names.
//   - Prose: the schemes whose URIs people write in text without "//", so
//     that "mailto:a@b" is a URI and "note:" is not.
var Schemes = [...]Scheme{
	{Name: "about", Prose: true}, // RFC 6694
	{Name: "cid", Prose: true},   // RFC 2392
	{Name: "data", Prose: true},  // RFC 2397
	{Name: "file", Prose: true},  // RFC 8089, whose "file:/etc/x" has no "//"
	{Name: "ftp", Port: "21", Slash: true, DNS: true},
	{Name: "geo", Prose: true}, // RFC 5870
	{Name: "gopher", Port: "70", Slash: true, DNS: true},
	{Name: "http", Port: "80", Slash: true, DNS: true},
	{Name: "https", Port: "443", Slash: true, DNS: true},
	{Name: "imap", Port: "143", DNS: true},
	{Name: "info", Prose: true}, // uri(7), RFC 4452
	{Name: "ldap", Port: "389", DNS: true},
	{Name: "ldaps", Port: "636", DNS: true},
	{Name: "mailto", Prose: true},            // RFC 6068, uri(7)
	{Name: "man", Prose: true},               // uri(7)
	{Name: "mid", Prose: true},               // RFC 2392
	{Name: "news", Port: "119", Prose: true}, // RFC 5538, uri(7)
	{Name: "nntp", Port: "119", DNS: true},
	{Name: "pop", Port: "110", DNS: true},
	{Name: "rtsp", Port: "554", DNS: true},
	{Name: "sip", Port: "5060", Prose: true},  // RFC 3261
	{Name: "sips", Port: "5061", Prose: true}, // RFC 3261
	{Name: "sms", Prose: true},                // RFC 5724
	{Name: "tag", Prose: true},                // RFC 4151
	{Name: "tel", Prose: true},                // RFC 3966
	{Name: "telnet", Port: "23", Slash: true, DNS: true},
	{Name: "urn", Prose: true}, // RFC 8141
	{Name: "wais", Port: "210", DNS: true},
	{Name: "whatis", Prose: true}, // uri(7)
	{Name: "ws", Port: "80", Slash: true, DNS: true},
	{Name: "wss", Port: "443", Slash: true, DNS: true},
	{Name: "xmpp", Prose: true}, // RFC 5122
}

// LookupScheme returns what the table knows of name, in any case; the zero
// Scheme when it knows nothing.
func LookupScheme(name string) Scheme {
	for i := range Schemes {
		if len(Schemes[i].Name) == len(name) && EqualFold(Schemes[i].Name, name) {
			return Schemes[i]
		}
	}
	return Scheme{}
}

// SchemeStop returns the offset in s where a scheme stops: past the
// longest prefix of s that matches
//
//	scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
//
// or 0 when s does not start with a letter. s is a URI when a ":" stands
// there.
func SchemeStop(s string) int {
	if len(s) == 0 || Octets[s[0]]&Alpha == 0 {
		return 0
	}
	i := 1
	for i < len(s) && Octets[s[i]]&SchemeOctet != 0 {
		i++
	}
	return i
}
