package canon_test

// The benchmarks set each profile beside what a program that has net/url
// at hand writes for it (lib=neturl), since the peers that are Go are not
// at hand: google/safebrowsing, whose canonicalURL is the Go
// implementation of Safe Browsing's rules, is not served by this module
// proxy ("go list -m -versions github.com/google/safebrowsing": 403
// Forbidden, "This module version is not available"), and surt and
// normalize-url are Python and JavaScript. The net/url versions are what
// such a program does, short and plausible; they are no reference: they
// unescape in a loop (quadratic time on "%252525..."), refuse what
// url.Parse refuses, and know no octal or hexadecimal address.

import (
	"net"
	"net/url"
	"path"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/uriref/uri/canon"
	"github.com/uriref/uri/internal/oracle"
)

// neturlSafeBrowsing is Safe Browsing's canonicalization written with
// net/url.
func neturlSafeBrowsing(s string) (string, error) {
	s, _, _ = strings.Cut(s, "#")
	s = strings.TrimSpace(s)
	s = strings.NewReplacer("\t", "", "\r", "", "\n", "").Replace(s)
	for {
		d, err := url.PathUnescape(s)
		if err != nil || d == s {
			break
		}
		s = d
	}
	if !strings.Contains(s, "://") {
		s = "http://" + s
	}
	u, err := url.Parse(s)
	if err != nil {
		return "", err
	}
	host := strings.Join(strings.FieldsFunc(strings.ToLower(u.Hostname()), func(r rune) bool { return r == '.' }), ".")
	if ip := net.ParseIP(host); ip != nil && ip.To4() != nil {
		host = ip.String()
	}
	p := "/"
	if u.Path != "" {
		p = path.Clean(u.Path)
		if strings.HasSuffix(u.Path, "/") && p != "/" {
			p += "/"
		}
	}
	var b strings.Builder
	b.WriteString(strings.ToLower(u.Scheme) + "://")
	escape := func(s string) {
		for i := 0; i < len(s); i++ {
			if c := s[i]; c <= ' ' || c >= 0x7F || c == '#' || c == '%' {
				b.WriteString("%" + strings.ToUpper(string("0123456789abcdef"[c>>4])+string("0123456789abcdef"[c&15])))
			} else {
				b.WriteByte(c)
			}
		}
	}
	escape(host)
	escape(p)
	if u.RawQuery != "" || u.ForceQuery {
		b.WriteByte('?')
		escape(u.RawQuery)
	}
	return b.String(), nil
}

// neturlSURT is surt's key written with net/url.
func neturlSURT(s string) (string, error) {
	if !strings.Contains(s, "://") {
		s = "http://" + s
	}
	u, err := url.Parse(s)
	if err != nil {
		return "", err
	}
	host := strings.ToLower(u.Hostname())
	if l, rest, ok := strings.Cut(host, "."); ok && strings.HasPrefix(l, "www") && strings.Trim(l[3:], "0123456789") == "" {
		host = rest
	}
	labels := strings.Split(host, ".")
	slices.Reverse(labels)
	key := strings.Join(labels, ",")
	if port := u.Port(); port != "" && !(u.Scheme == "http" && port == "80" || u.Scheme == "https" && port == "443") {
		key += ":" + port
	}
	key += ")"
	p := strings.ToLower(u.EscapedPath())
	if p == "" {
		p = "/"
	}
	if len(p) > 1 {
		p = strings.TrimSuffix(p, "/")
	}
	key += p
	if q := strings.ToLower(u.RawQuery); q != "" {
		args := strings.Split(q, "&")
		sort.Strings(args)
		key += "?" + strings.Join(args, "&")
	}
	return key, nil
}

// neturlCrawler is the crawler profile written with net/url: the query
// decoded to url.Values, the tracking parameters deleted, and encoded
// again, sorted by key.
func neturlCrawler(s string) (string, error) {
	u, err := url.Parse(s)
	if err != nil {
		return "", err
	}
	u.Scheme = strings.ToLower(u.Scheme)
	u.Host = strings.ToLower(u.Host)
	if p := u.Port(); u.Scheme == "http" && p == "80" || u.Scheme == "https" && p == "443" {
		u.Host = u.Hostname()
	}
	if u.Path == "" {
		u.Path = "/"
	}
	if u.RawQuery != "" {
		q := u.Query()
		for k := range q {
			if strings.HasPrefix(k, "utm_") || slices.Contains(canon.TrackingParams(), k) {
				delete(q, k)
			}
		}
		u.RawQuery = q.Encode()
	}
	u.Fragment = ""
	return u.String(), nil
}

// BenchmarkProfiles runs each profile over the corpus of
// ../testdata/urls.txt, half of it with the scheme and host uppercased and
// a tracking parameter added, so that each has something to do.
func BenchmarkProfiles(b *testing.B) {
	var in []string
	for i, s := range oracle.Lines(b, "../testdata/urls.txt") {
		if i%2 == 1 {
			scheme, rest, _ := strings.Cut(s, "://")
			host, p, _ := strings.Cut(rest, "/")
			s = strings.ToUpper(scheme) + "://" + strings.ToUpper(host) + "/" + p + "?utm_source=x&b=2&a=1"
		}
		in = append(in, s)
	}
	o := canon.DefaultCrawlerOptions()
	for _, p := range []struct {
		name string
		uri  func(string) (string, error)
		nu   func(string) (string, error)
	}{
		{"SafeBrowsing", canon.SafeBrowsing, neturlSafeBrowsing},
		{"SURT", canon.SURT, neturlSURT},
		{"Crawler", func(s string) (string, error) { return canon.Crawler(s, o) }, neturlCrawler},
	} {
		for _, lib := range []struct {
			name string
			f    func(string) (string, error)
		}{{"uri", p.uri}, {"neturl", p.nu}} {
			b.Run(p.name+"/lib="+lib.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					for _, s := range in {
						benchString, _ = lib.f(s)
					}
				}
			})
		}
	}
}
